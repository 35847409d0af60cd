import { useOrderRefunds } from './refunds-api';
import { RefundList } from './refund-list';

/** The admin order page's refunds (nothing when it has none). */
export function AdminOrderRefunds({ orderId }: { orderId: string }) {
  const refunds = useOrderRefunds(orderId).data?.refunds ?? [];
  if (refunds.length === 0) return null;
  return (
    <section className="rounded-2xl border border-ink-200 bg-ink-50 p-4" aria-labelledby="refunds-heading">
      <h2 id="refunds-heading" className="text-lg font-semibold text-ink-900">Refunds</h2>
      <div className="mt-3">
        <RefundList refunds={refunds} label="Refunds of this order" showOrder={false} />
      </div>
    </section>
  );
}
