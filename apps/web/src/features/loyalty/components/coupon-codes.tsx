import type { CouponView } from '@mitumba/contracts/plain';
import { useMoney, useT, type Translate } from '@/i18n';
import { CopyButton } from '@/ui/copy-button';
import { TicketPercent } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { useMyCoupons } from '../api/wallet';

const worth = (t: Translate, price: (shillings: number) => string, coupon: CouponView) =>
  coupon.type === 'percentage' ? t('loyalty.coupons.percentOff', { percent: coupon.discount }) : t('loyalty.coupons.amountOff', { amount: price(coupon.discount) });

/** The profile's coupon code (spec 2 §2): the customer's own coupons from GET /api/coupon/user, ready to copy. */
export function CouponCodes() {
  const t = useT();
  const money = useMoney();
  const coupons = useMyCoupons();
  const own = (coupons.data ?? []).filter((coupon) => coupon.personal);

  return (
    <section aria-labelledby="coupons-title" className="rounded-3xl border border-ink-200 p-5 sm:p-6">
      <h2 id="coupons-title" className="flex items-center gap-2 font-semibold text-ink-900">
        <TicketPercent aria-hidden="true" className="size-5 text-brand-700" /> {t('loyalty.coupons.title')}
      </h2>
      {coupons.isPending ? <Skeleton className="mt-3 h-11 rounded-xl" /> : null}
      {coupons.isError ? <p role="alert" className="mt-2 text-sm text-danger-700">{t('loyalty.coupons.error')}</p> : null}
      {coupons.isSuccess && own.length === 0 ? (
        <p className="mt-2 text-sm text-ink-700">{t('loyalty.coupons.none')}</p>
      ) : null}
      {own.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {own.map((coupon) => (
            <li key={coupon._id} className="flex items-center justify-between gap-3 rounded-2xl border border-dashed border-brand-700 bg-white py-1 pr-1 pl-4">
              <span>
                <span className="block font-mono text-lg font-semibold tracking-wider text-ink-900" data-testid="coupon-code">{coupon.code}</span>
                <span className="block text-sm text-ink-700">{t('loyalty.coupons.use', { worth: worth(t, money.price, coupon) })}</span>
              </span>
              <CopyButton text={coupon.code} label={t('loyalty.coupons.copyLabelOf', { code: coupon.code })} copiedMessage={t('loyalty.coupons.copied')} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
