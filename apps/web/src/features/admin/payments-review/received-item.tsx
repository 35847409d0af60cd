import { formatCardPrice } from '@mitumba/contracts/plain';
import type { ReceivedPayment } from '@mitumba/contracts';
import { cn } from '@/lib/cn';
import { formatShopTime } from '../order-labels';
import { AttachReceivedForm } from './attach-received-form';
import { RefundReceivedForm } from './refund-received-form';

const outcomeLabels: Partial<Record<ReceivedPayment['outcome'], { text: string; tone: string }>> = {
  held: { text: 'Held', tone: 'bg-accent-100 text-ink-900' },
  unmatched: { text: 'Not matched', tone: 'bg-danger-50 text-danger-700' },
  refunding: { text: 'Being sent back', tone: 'bg-ink-100 text-ink-900' },
};

/** One paybill payment no order took: how much, its receipt, what was typed, who paid, when, why it waits; attach or refund. */
export function ReceivedItem({ payment, onDone }: { payment: ReceivedPayment; onDone: (message: string) => void }) {
  const headingId = `received-${payment.id}`;
  const label = outcomeLabels[payment.outcome] ?? { text: payment.outcome, tone: 'bg-ink-100 text-ink-900' };
  return (
    <li data-testid="received-payment" aria-labelledby={headingId} className="rounded-2xl border border-ink-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn('inline-flex min-h-7 items-center rounded-full px-3 text-xs font-semibold', label.tone)}>{label.text}</span>
        <h3 id={headingId} className="text-base font-semibold text-ink-900 tabular-nums">
          {formatCardPrice(payment.amount)} · <span className="wrap-anywhere">{payment.transId}</span>
        </h3>
        <span className="ml-auto text-sm text-ink-600">{formatShopTime(payment.transactedAt)}</span>
      </div>
      {payment.note ? <p className="mt-1 text-ink-800" data-testid="received-reason">{payment.note}</p> : null}
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-ink-600">Account typed</dt>
          <dd className="font-medium wrap-anywhere text-ink-900">{payment.billRef || 'Nothing typed'}</dd>
        </div>
        <div>
          <dt className="text-ink-600">Paid by</dt>
          <dd className="wrap-anywhere text-ink-900">{payment.payerName || 'Name not given'}{payment.msisdn ? ` · ${payment.msisdn}` : ''}</dd>
        </div>
        <div>
          <dt className="text-ink-600">Came in</dt>
          <dd className="text-ink-900">{payment.source === 'confirmation' ? 'M-Pesa confirmation' : 'M-Pesa statement'}</dd>
        </div>
      </dl>
      {payment.actions.includes('attach') ? <AttachReceivedForm payment={payment} onAttached={onDone} /> : null}
      {payment.actions.includes('refund') ? <RefundReceivedForm payment={payment} onRefunded={onDone} /> : null}
    </li>
  );
}
