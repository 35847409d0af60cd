import type { CartResponse } from '@mitumba/contracts/plain';
import { useMoney, useT } from '@/i18n';
import { CartTotals } from '@/features/cart';
import { Shirt } from '@/ui/icons';
import { ResponsiveImage } from '@/ui/responsive-image';
import type { AppliedCoupon } from '../order-payload';

/** The lines being bought and the server's totals (with the chosen delivery's fee, less a validated coupon). */
export function OrderSummary({ cart, coupon = null, deliveryFee }: { cart: CartResponse; coupon?: AppliedCoupon | null; deliveryFee?: number | undefined }) {
  const t = useT();
  const money = useMoney();
  return (
    <section aria-labelledby="summary-title" className="rounded-3xl border border-ink-200 bg-ink-50 p-5 sm:p-6">
      <h2 id="summary-title" className="text-lg font-semibold text-ink-900">
        {t('checkout.summary.title')}
      </h2>
      <ul className="mt-3 divide-y divide-ink-200">
        {cart.items.map((line) => (
          <li key={`${line.productId}:${line.weight}`} className="flex items-center gap-3 py-3">
            <span className="flex h-15 w-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-ink-100 text-ink-400">
              {line.image ? (
                <ResponsiveImage url={line.image.url} alt="" width={48} height={60} widths={[160]} sizes="48px" className="h-15 w-12 object-cover" />
              ) : (
                <Shirt aria-hidden="true" className="size-5" />
              )}
            </span>
            <div className="min-w-0 flex-1 text-sm">
              <p className="line-clamp-2 font-medium text-ink-900">{line.name}</p>
              <p className="text-ink-600">
                {line.weight} × {line.quantity}
              </p>
            </div>
            <p className="text-sm font-medium text-ink-900 tabular-nums">{money.total(line.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-2 border-t border-ink-200 pt-2">
        <CartTotals summary={cart.summary} coupon={coupon} bulkHint={false} deliveryFee={deliveryFee} />
      </div>
    </section>
  );
}
