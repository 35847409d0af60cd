import { useLocation } from 'react-router';
import { useMoney, useT } from '@/i18n';
import { stateNumber, stateString } from '@/lib/navigation-state';
import { CopyButton } from '@/ui/copy-button';
import { CircleCheck } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';
import { ProfileAndHomeLinks } from './profile-links';

/** /success: the points became a coupon (state { couponCode, discount }); links to /profile and /. */
export function RedeemSuccessPage() {
  const t = useT();
  const money = useMoney();
  const { state } = useLocation();
  const couponCode = stateString(state, 'couponCode');
  const discount = stateNumber(state, 'discount');

  return (
    <StatusView icon={CircleCheck} title={t('loyalty.success.title')} actions={<ProfileAndHomeLinks />}>
      {couponCode ? (
        <>
          <p>{discount !== null ? t('loyalty.success.worth', { amount: money.price(discount) }) : t('loyalty.success.coupon')} {t('loyalty.success.use')}</p>
          <div className="mx-auto mt-4 flex max-w-xs items-center justify-between gap-3 rounded-2xl border border-dashed border-brand-700 bg-brand-50 py-1 pr-1 pl-4">
            <span className="font-mono text-xl font-semibold tracking-wider text-ink-900" data-testid="coupon-code">{couponCode}</span>
            <CopyButton text={couponCode} label={t('loyalty.coupons.copyLabel')} copiedMessage={t('loyalty.coupons.copied')} />
          </div>
        </>
      ) : (
        <p>{t('loyalty.success.waiting')}</p>
      )}
    </StatusView>
  );
}

export { RedeemSuccessPage as Component };
