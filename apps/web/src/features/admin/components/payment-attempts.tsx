import type { AdminPaymentAttempt } from '@mitumba/contracts/plain';
import { formatShopTime, paymentPurposeLabels } from '../order-labels';
import { paymentEventSentence } from '../payment-history/payment-event-sentence';
import { attemptStateLabels, formatKes, formatLocalPhone, providerOf } from '../payment-history/payment-words';

/**
 * Every payment attempt of the order (a deposit order's marked Deposit or Towards the balance), each with its
 * append-only event history, oldest event first, in the owner's words.
 */
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
              {providerOf(attempt.provider).name} · {formatKes(attempt.amount)}
            </p>
            <p className="text-sm font-semibold text-ink-700">{attemptStateLabels[attempt.state]}</p>
          </div>
          <p className="mt-1 text-sm text-ink-600">
            Started {formatShopTime(attempt.createdAt)}
            {attempt.receipt ? ` · Receipt ${attempt.receipt}` : ''}
            {attempt.phone ? ` · ${formatLocalPhone(attempt.phone)}` : ''}
          </p>
          <ol className="mt-3 border-l-2 border-ink-200 pl-4">
            {attempt.events.map((event) => {
              const sentence = paymentEventSentence(event, attempt);
              return (
                <li key={event.id} data-testid="payment-event" className="py-1.5 text-sm">
                  <span className="text-ink-600">{formatShopTime(event.at)}</span>{' '}
                  <span className="font-medium text-ink-900">{sentence.text}</span>
                  {sentence.detail ? <span className="block text-ink-700">{sentence.detail}</span> : null}
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}
