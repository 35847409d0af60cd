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
import { useLingui, useMoney, useT } from '@/i18n';
import { useSay } from '../message-words';

const PAID_AT = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' } as const;

function TryAgain() {
  const t = useT();
  return (
    <ResultLink to={paths.collection} primary>
      {t('payments.tryAgain')}
    </ResultLink>
  );
}

/** Waiting for the customer's PIN: the M-Pesa prompt, the staged messages and the countdown from 2:00. */
export function PesafluxPending({ session, secondsLeft, checkFailed, heldBack }: {
  session: PesafluxSession; secondsLeft: number; checkFailed: boolean; heldBack: boolean;
}) {
  const t = useT();
  const say = useSay();
  const money = useMoney();
  return (
    <PaymentWaiting
      title={t('payments.mpesa.title')}
      stages={promptStages(t, 'PesaFlux')}
      details={promptDetails(t, money.price, session)}
      checkProblem={checkFailed ? <CheckFailedNote>{say(MOBILE_MONEY_MESSAGES.statusCheckFailed)}</CheckFailedNote> : null}
    >
      <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-accent-100 px-4 py-2 text-sm font-semibold text-ink-900">
        <Clock aria-hidden="true" className="size-4" />
        {t('payments.timeRemaining')}
        <span data-testid="countdown" className="tabular-nums">{formatClock(secondsLeft)}</span>
      </p>
      <p aria-live="polite" className="mt-4 min-h-5 text-sm font-medium text-ink-800">
        {heldBack ? t('payments.pesaflux.stay') : ''}
      </p>
      <p className="mt-2 text-sm text-ink-600">{t('payments.pesaflux.enterPin')}</p>
    </PaymentWaiting>
  );
}

/** Paid: the receipt, shown for 3 s before the order's success page. */
export function PesafluxSuccess({ session, outcome }: { session: PesafluxSession; outcome: Extract<PesafluxOutcome, { kind: 'success' }> }) {
  const t = useT();
  const money = useMoney();
  const { i18n } = useLingui();
  return (
    <PaymentPaid
      details={[
        { label: t('payments.detail.orderId'), value: session.orderId, testId: 'order-id' },
        { label: t('payments.detail.mpesaReceipt'), value: outcome.receipt, testId: 'mpesa-receipt' },
        { label: t('payments.detail.amount'), value: amountText(outcome.amount ?? session.amount, money.price), testId: 'amount' },
        { label: t('payments.detail.date'), value: i18n.date(outcome.paidAt, PAID_AT), testId: 'paid-at' },
      ]}
      actions={null}
    >
      <p role="status">{t('payments.toOrder')}</p>
    </PaymentPaid>
  );
}

export function PesafluxExpired() {
  const say = useSay();
  return (
    <PaymentResult icon={Clock} tone="accent" title={say(MOBILE_MONEY_MESSAGES.expiredTitle)} details={[]} withSupport actions={<TryAgain />}>
      <p role="alert">{say(MOBILE_MONEY_MESSAGES.expired)}</p>
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
