import type { KeyboardEvent } from 'react';
import { T, useMoney, useT } from '@/i18n';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { TicketPercent } from '@/ui/icons';
import type { CouponState } from '../use-coupon';

/** 'I have a coupon', the code and Apply; an applied coupon with its Ksh off and Remove. */
export function CouponSection({ coupon }: { coupon: CouponState }) {
  const t = useT();
  const money = useMoney();
  // Enter applies the coupon instead of placing the order.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    coupon.apply();
  };

  return (
    <section aria-labelledby="coupon-title" className="rounded-3xl border border-ink-200 p-5 sm:p-6">
      <h2 id="coupon-title" className="sr-only">
        {t('checkout.coupon.title')}
      </h2>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-ink-800">
        <input
          type="checkbox"
          checked={coupon.wanted}
          onChange={(event) => coupon.setWanted(event.target.checked)}
          className="size-5 shrink-0 accent-brand-700"
        />
        {t('checkout.coupon.have')}
      </label>
      {coupon.wanted ? (
        <div className="mt-3 flex items-end gap-2">
          <Field
            className="flex-1"
            label={t('checkout.coupon.code')}
            name="couponCode"
            autoComplete="off"
            autoCapitalize="characters"
            value={coupon.code}
            onChange={(event) => coupon.setCode(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button variant="secondary" className="min-h-12" disabled={coupon.applying} onClick={coupon.apply}>
            {coupon.applying ? t('checkout.coupon.applying') : t('checkout.coupon.apply')}
          </Button>
        </div>
      ) : null}
      {coupon.applied ? (
        <div className="mt-3 flex items-center justify-between gap-3 rounded-xl bg-success-50 py-1 pr-1 pl-3 text-sm text-success-700">
          <p className="flex items-center gap-2">
            <TicketPercent aria-hidden="true" className="size-4 shrink-0" />
            <span>
              <T id="checkout.coupon.applied" values={{ code: coupon.applied.code, amount: money.total(coupon.applied.amountOff) }} components={{ 0: <span className="font-semibold" /> }} />
            </span>
          </p>
          <Button variant="ghost" aria-label={t('checkout.coupon.removeLabel', { code: coupon.applied.code })} onClick={coupon.remove}>
            {t('checkout.coupon.remove')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
