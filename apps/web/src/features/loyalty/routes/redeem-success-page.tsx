import { formatCardPrice } from '@mitumba/contracts/plain';
import { useLocation } from 'react-router';
import { stateNumber, stateString } from '@/lib/navigation-state';
import { CopyButton } from '@/ui/copy-button';
import { CircleCheck } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';
import { ProfileAndHomeLinks } from './profile-links';

/** /success: the points became a coupon (state { couponCode, discount }); links to /profile and /. */
export function RedeemSuccessPage() {
  const { state } = useLocation();
  const couponCode = stateString(state, 'couponCode');
  const discount = stateNumber(state, 'discount');

  return (
    <StatusView icon={CircleCheck} title="Points Redeemed Successfully!" actions={<ProfileAndHomeLinks />}>
      {couponCode ? (
        <>
          <p>{discount !== null ? `Your points are now a coupon worth ${formatCardPrice(discount)}.` : 'Your points are now a coupon.'} Enter it at checkout; it works once, for you.</p>
          <div className="mx-auto mt-4 flex max-w-xs items-center justify-between gap-3 rounded-2xl border border-dashed border-brand-700 bg-brand-50 py-1 pr-1 pl-4">
            <span className="font-mono text-xl font-semibold tracking-wider text-ink-900" data-testid="coupon-code">{couponCode}</span>
            <CopyButton text={couponCode} label="coupon code" copiedMessage="Coupon code copied!" />
          </div>
        </>
      ) : (
        <p>Your coupon code is waiting on your profile.</p>
      )}
    </StatusView>
  );
}

export { RedeemSuccessPage as Component };
