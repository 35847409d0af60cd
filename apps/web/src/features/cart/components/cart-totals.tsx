import { bulkDiscount, cartTotal, type CartSummary } from '@mitumba/contracts/plain';
import { cn } from '@/lib/cn';
import { Tag } from '@/ui/icons';
import { useMoney, useT } from '@/i18n';

/** The next bulk-discount step above this item count, if there is one (tiers of spec 1 §9, from the contracts). */
export function nextBulkStep(itemCount: number): { more: number; discount: number } | null {
  const current = bulkDiscount(itemCount);
  for (let count = itemCount + 1; count <= itemCount + 101; count += 1) {
    if (bulkDiscount(count) > current) return { more: count - itemCount, discount: bulkDiscount(count) };
  }
  return null;
}

function Row({ label, value, testId, strong = false }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4 py-2', strong && 'border-t border-ink-200 pt-4 text-lg')}>
      <dt className={strong ? 'font-semibold text-ink-900' : 'text-ink-600'}>{label}</dt>
      <dd data-testid={testId} className={cn('tabular-nums', strong ? 'font-semibold text-ink-900' : 'font-medium text-ink-900')}>
        {value}
      </dd>
    </div>
  );
}

/**
 * What the customer pays: subtotal + delivery fee (the chosen option's at checkout) − bulk discount − a validated
 * coupon's Ksh off (at most the goods, as the server takes it), never below 0.
 */
export function amountDue(summary: CartSummary, couponAmountOff = 0, deliveryFee = summary.deliveryFee): number {
  const coupon = Math.min(couponAmountOff, Math.max(0, summary.subtotal - summary.discount));
  return cartTotal(summary.subtotal, deliveryFee, summary.discount + coupon);
}

interface CartTotalsProps {
  summary: CartSummary;
  /** A coupon validated on checkout: a row of its own, taken off the total. */
  coupon?: { code: string; amountOff: number } | null;
  /** The nudge towards the next bulk-discount step (the cart page; not at checkout). */
  bulkHint?: boolean;
  /** The chosen delivery option's fee at checkout, once known. */
  deliveryFee?: number | undefined;
}

/** Subtotal, Shipping, the bulk discount when there is one (and a coupon) and Total, as the server priced them, with two decimals. */
export function CartTotals({ summary, coupon = null, bulkHint = true, deliveryFee = summary.deliveryFee }: CartTotalsProps) {
  const next = bulkHint ? nextBulkStep(summary.itemCount) : null;
  const t = useT();
  const money = useMoney();
  return (
    <div>
      <dl className="text-sm">
        <Row label={t('cart.totals.subtotal')} testId="cart-subtotal" value={money.total(summary.subtotal)} />
        <Row label={t('cart.totals.shipping')} testId="cart-shipping" value={deliveryFee === 0 ? t('cart.totals.free') : money.total(deliveryFee)} />
        {/* Only when there is one: 'Bulk discount ksh 0.00' read as a missing promise. */}
        {summary.discount > 0 ? <Row label={t('cart.totals.bulkDiscount')} testId="cart-discount" value={`− ${money.total(summary.discount)}`} /> : null}
        {coupon ? <Row label={t('cart.totals.coupon', { code: coupon.code })} testId="cart-coupon" value={`− ${money.total(coupon.amountOff)}`} /> : null}
        <Row label={t('cart.totals.total')} testId="cart-total" value={money.total(amountDue(summary, coupon?.amountOff, deliveryFee))} strong />
      </dl>
      {next ? (
        <p className="mt-3 flex items-start gap-2 rounded-xl bg-accent-100/60 p-3 text-sm text-ink-700">
          <Tag aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
          <span>
            {t('cart.totals.bulkHint', { more: next.more, amount: money.price(next.discount) })}
          </span>
        </p>
      ) : null}
    </div>
  );
}
