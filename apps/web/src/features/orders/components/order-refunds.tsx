import type { RefundView } from '@mitumba/contracts';
import { useT } from '@/i18n';
import { cn } from '@/lib/cn';
import { useOrderRefunds } from '../api/get-refunds';

const tone: Record<RefundView['state'], string> = {
  requested: 'border-ink-200 bg-white', sent: 'border-ink-200 bg-white', unknown: 'border-ink-200 bg-white', confirming: 'border-ink-200 bg-white',
  manual: 'border-ink-200 bg-white', succeeded: 'border-brand-200 bg-brand-50', failed: 'border-ink-200 bg-danger-50',
};

/** The order's refunds in the customer's words ("Refund of Ksh 1,500.00 to M-Pesa 0712 345 678: sent (receipt …)"). */
export function OrderRefunds({ orderId }: { orderId: string }) {
  const t = useT();
  const refunds = useOrderRefunds(orderId).data?.refunds ?? [];
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="order-refunds-title" className="rounded-2xl border border-ink-200 bg-white p-4 sm:p-5">
      <h2 id="order-refunds-title" className="text-lg font-semibold text-ink-900">{t('orders.refunds.title')}</h2>
      <ul className="mt-3 flex flex-col gap-2">
        {refunds.map((refund) => (
          <li key={refund.id} data-refund-state={refund.state} className={cn('rounded-xl border px-3 py-2 text-sm text-ink-800', tone[refund.state])}>
            {refund.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
