import { formatCardPrice, type AdminPaymentAttempt } from '@mitumba/contracts/plain';
import { formatShopTime, paymentPurposeLabels } from '../order-labels';

/** Every payment attempt of the order (a deposit order's marked Deposit or Towards the balance), each with its append-only event timeline, oldest event first. */
export function PaymentAttempts({ attempts }: { attempts: AdminPaymentAttempt[] }) {
  if (attempts.length === 0) return <p className="text-ink-700">No payment attempts yet.</p>;
  return (
    <ol className="flex flex-col gap-4">
      {attempts.map((attempt) => (
        <li key={attempt.id} data-testid="payment-attempt" className="rounded-2xl border border-ink-200 bg-white p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold text-ink-900">
              {attempt.purpose === 'full' ? null : (
                <span data-testid="attempt-purpose" className="mr-2 inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
                  {paymentPurposeLabels[attempt.purpose]}
                </span>
              )}
              {attempt.provider} · {formatCardPrice(attempt.amount)}
            </p>
            <p className="text-sm font-semibold text-ink-700 capitalize">{attempt.state}</p>
          </div>
          <p className="mt-1 text-sm text-ink-600">
            Started {formatShopTime(attempt.createdAt)}
            {attempt.receipt ? ` · Receipt ${attempt.receipt}` : ''}
            {attempt.phone ? ` · ${attempt.phone}` : ''}
          </p>
          <ol className="mt-3 border-l-2 border-ink-200 pl-4">
            {attempt.events.map((event) => (
              <li key={event.id} className="py-1.5 text-sm">
                <span className="text-ink-600">{formatShopTime(event.at)}</span>{' '}
                <span className="font-medium text-ink-900">
                  {event.source}: {event.decision}
                  {event.state ? ` (${event.state})` : ''}
                </span>
                {event.note ? <span className="block text-ink-700">{event.note}</span> : null}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}
