import { MOBILE_MONEY_MESSAGES } from '@mitumba/contracts/mobile-money';
import { paths } from '@/lib/paths';
import { formatClock } from '@/lib/use-countdown';
import { Clock } from '@/ui/icons';
import { PaymentFailed, ResultLink } from '../components/payment-failed';
import { PaymentPaid } from '../components/payment-paid';
import { CheckFailedNote, PaymentWaiting } from '../components/payment-waiting';
import type { PaystackSession } from '../paystack-session';
import { amountText } from '../prompt-details';

const stages = [
  'Preparing your secure Paystack payment…',
  "Taking you to Paystack's payment page…",
  'Pay on the Paystack page with your card or M-Pesa',
  'Waiting for Paystack to confirm your payment…',
] as const;

const paystackDetails = ({ amount, reference, orderId }: { amount: number; reference: string; orderId: string }) => [
  { label: 'Amount', value: amountText(amount), testId: 'amount' },
  { label: 'Reference', value: reference, testId: 'reference' },
  { label: 'Order ID', value: orderId, testId: 'order-id' },
];

/** On the way to Paystack's page (or back from it): the 'click here' link, the countdown from 5:00, the checks. */
export function PaystackPending({ session, secondsLeft, checkFailed }: { session: PaystackSession; secondsLeft: number; checkFailed: boolean }) {
  return (
    <PaymentWaiting
      title="Complete your Paystack payment"
      stages={stages}
      details={paystackDetails(session)}
      checkProblem={checkFailed ? <CheckFailedNote>{MOBILE_MONEY_MESSAGES.statusCheckFailed}</CheckFailedNote> : null}
    >
      <p className="mt-4 text-sm text-ink-700">
        Not redirected?{' '}
        <a href={session.authorizationUrl} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2">
          Click here to pay on Paystack
        </a>
      </p>
      <p className="mt-2 inline-flex items-center gap-2 rounded-full bg-accent-100 px-4 py-2 text-sm font-semibold text-ink-900">
        <Clock aria-hidden="true" className="size-4" />
        Time remaining
        <span data-testid="countdown" className="tabular-nums">{formatClock(secondsLeft)}</span>
      </p>
      <p className="mt-4 text-sm text-ink-600">This page checks your payment by itself every 5 seconds.</p>
    </PaymentWaiting>
  );
}

/** Paid: shown for 3 s before /paystack-success. */
export function PaystackPaid({ session }: { session: PaystackSession }) {
  return (
    <PaymentPaid details={paystackDetails(session)} actions={null}>
      <p role="status">Thank you! Taking you to your receipt…</p>
    </PaymentPaid>
  );
}

/** Declined, abandoned or timed out: Try Again to the deposit or the checkout it came from, and the support phone. */
export function PaystackFailed({ message, orderId, isDeposit }: { message: string; orderId: string; isDeposit: boolean }) {
  return (
    <PaymentFailed
      message={message}
      orderId={orderId}
      announce
      retry={
        <ResultLink to={isDeposit ? paths.deposit : paths.placeOrderAlias} primary>
          Try Again
        </ResultLink>
      }
    />
  );
}
