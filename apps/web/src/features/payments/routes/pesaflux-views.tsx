import { CHECKOUT_MESSAGES } from '@mitumba/contracts/plain';
import { MOBILE_MONEY_MESSAGES } from '@mitumba/contracts/mobile-money';
import { paths } from '@/lib/paths';
import { formatClock } from '@/lib/use-countdown';
import { Clock } from '@/ui/icons';
import { PaymentFailed, ResultLink } from '../components/payment-failed';
import { PaymentPaid } from '../components/payment-paid';
import { PaymentResult } from '../components/payment-result';
import { CheckFailedNote, PaymentWaiting } from '../components/payment-waiting';
import type { PesafluxOutcome } from '../pesaflux-payment';
import type { PesafluxSession } from '../pesaflux-session';
import { amountText, promptDetails, promptStages } from '../prompt-details';

const stageMessages = promptStages('PesaFlux');

const paidAt = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' });

function TryAgain() {
  return (
    <ResultLink to={paths.collection} primary>
      Try Again
    </ResultLink>
  );
}

/** Waiting for the customer's PIN: the M-Pesa prompt, the staged messages and the countdown from 2:00. */
export function PesafluxPending({ session, secondsLeft, checkFailed, heldBack }: {
  session: PesafluxSession; secondsLeft: number; checkFailed: boolean; heldBack: boolean;
}) {
  return (
    <PaymentWaiting
      title="Complete your M-Pesa payment"
      stages={stageMessages}
      details={promptDetails(session)}
      checkProblem={checkFailed ? <CheckFailedNote>{MOBILE_MONEY_MESSAGES.statusCheckFailed}</CheckFailedNote> : null}
    >
      <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-accent-100 px-4 py-2 text-sm font-semibold text-ink-900">
        <Clock aria-hidden="true" className="size-4" />
        Time remaining
        <span data-testid="countdown" className="tabular-nums">{formatClock(secondsLeft)}</span>
      </p>
      <p aria-live="polite" className="mt-4 min-h-5 text-sm font-medium text-ink-800">
        {heldBack ? 'Please stay on this page until your payment is confirmed.' : ''}
      </p>
      <p className="mt-2 text-sm text-ink-600">Enter your M-Pesa PIN on your phone. This page updates by itself every 10 seconds.</p>
    </PaymentWaiting>
  );
}

/** Paid: the receipt, shown for 3 s before the order's success page. */
export function PesafluxSuccess({ session, outcome }: { session: PesafluxSession; outcome: Extract<PesafluxOutcome, { kind: 'success' }> }) {
  return (
    <PaymentPaid
      details={[
        { label: 'Order ID', value: session.orderId, testId: 'order-id' },
        { label: 'M-Pesa receipt', value: outcome.receipt, testId: 'mpesa-receipt' },
        { label: 'Amount', value: amountText(outcome.amount ?? session.amount), testId: 'amount' },
        { label: 'Date', value: paidAt.format(outcome.paidAt), testId: 'paid-at' },
      ]}
      actions={null}
    >
      <p role="status">Thank you! Taking you to your order…</p>
    </PaymentPaid>
  );
}

export function PesafluxExpired() {
  return (
    <PaymentResult icon={Clock} tone="accent" title={MOBILE_MONEY_MESSAGES.expiredTitle} details={[]} withSupport actions={<TryAgain />}>
      <p role="alert">{MOBILE_MONEY_MESSAGES.expired}</p>
    </PaymentResult>
  );
}

/** Declined or timed out, or the status could not be checked; also a screen opened without a payment. */
export function PesafluxFailed({ message, orderId }: { message: string; orderId: string }) {
  return <PaymentFailed message={message} orderId={orderId} announce retry={<TryAgain />} />;
}

export const failureMessages = {
  failed: MOBILE_MONEY_MESSAGES.declinedOrTimedOut,
  error: MOBILE_MONEY_MESSAGES.processingError,
  invalid: CHECKOUT_MESSAGES.invalidSession,
} as const;
