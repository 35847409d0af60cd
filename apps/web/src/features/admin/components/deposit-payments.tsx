import { formatCardPrice, type OrderView } from '@mitumba/contracts/plain';
import { formatShopTime, paymentPurposeLabels, paymentStatusLabels } from '../order-labels';

type DepositEntry = OrderView['deposits'][number];

const statusTones: Record<DepositEntry['status'], string> = {
  paid: 'text-success-700',
  pending: 'text-ink-700',
  failed: 'text-danger-700',
};

/**
 * A deposit order's money in one card: the deposit, each payment towards the balance (failed ones too, as the
 * customer sees them) and the balance left. The attempts' own timelines are under Payments.
 */
export function DepositPayments({ order }: { order: Pick<OrderView, 'deposits' | 'balance' | 'paymentStatus' | 'status'> }) {
  const paid = order.deposits.filter((entry) => entry.status === 'paid').reduce((sum, entry) => sum + entry.amount, 0);
  return (
    <section className="rounded-2xl border border-ink-200 bg-white p-4" aria-labelledby="deposit-heading">
      <h2 id="deposit-heading" className="text-lg font-semibold text-ink-900">Deposit and balance</h2>
      <ul className="mt-2 divide-y divide-ink-200">
        {order.deposits.map((entry) => (
          <li key={entry._id} data-testid="deposit-entry" className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm">
            <span className="min-w-0">
              <span className="block font-semibold text-ink-900">
                {paymentPurposeLabels[entry.purpose]} · {entry.method}
              </span>
              <span className="block text-ink-600">
                {formatShopTime(entry.date)}
                {entry.reference ? ` · Ref ${entry.reference}` : ''}
              </span>
            </span>
            <span className="text-right">
              <span className="block font-semibold text-ink-900 tabular-nums">{formatCardPrice(entry.amount)}</span>
              <span className={`block text-xs font-semibold ${statusTones[entry.status]}`}>{paymentStatusLabels[entry.status]}</span>
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 grid grid-cols-2 gap-2 rounded-xl bg-ink-50 p-3 text-sm">
        <dt className="text-ink-600">Paid so far</dt>
        <dd className="text-right font-semibold text-ink-900 tabular-nums">{formatCardPrice(paid)}</dd>
        {/* A cancelled order owes nothing more: what was paid is handed back instead. */}
        {order.status === 'Cancelled' ? null : (
          <>
            <dt className="text-ink-600">Balance left</dt>
            <dd data-testid="deposit-balance" className="text-right font-semibold text-ink-900 tabular-nums">
              {formatCardPrice(order.paymentStatus === 'paid' ? 0 : order.balance)}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
