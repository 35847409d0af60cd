import { MOBILE_MONEY_MESSAGES } from '@mitumba/contracts/mobile-money';
import { paths } from '@/lib/paths';
import { formatClock } from '@/lib/use-countdown';
import { Clock } from '@/ui/icons';
import { PaymentFailed, ResultLink } from '../components/payment-failed';
import { PaymentPaid } from '../components/payment-paid';
import { CheckFailedNote, PaymentWaiting } from '../components/payment-waiting';
import type { PaystackSession } from '../paystack-session';
import { amountText } from '../prompt-details';
import { T, useMoney, useT, type Translate } from '@/i18n';
import { useSay } from '../message-words';

const stagesOf = (t: Translate) => [
  t('payments.paystack.stage.preparing'),
  t('payments.paystack.stage.taking'),
  t('payments.paystack.stage.pay'),
  t('payments.paystack.stage.waiting'),
] as const;

const paystackDetails = (t: Translate, price: (shillings: number) => string, { amount, reference, orderId }: { amount: number; reference: string; orderId: string }) => [
  { label: t('payments.detail.amount'), value: amountText(amount, price), testId: 'amount' },
  { label: t('payments.detail.reference'), value: reference, testId: 'reference' },
  { label: t('payments.detail.orderId'), value: orderId, testId: 'order-id' },
];

/** On the way to Paystack's page (or back from it): the 'click here' link, the countdown from 5:00, the checks. */
export function PaystackPending({ session, secondsLeft, checkFailed }: { session: PaystackSession; secondsLeft: number; checkFailed: boolean }) {
  const t = useT();
  const say = useSay();
  const money = useMoney();
  return (
    <PaymentWaiting
      title={t('payments.paystack.title')}
      stages={stagesOf(t)}
      details={paystackDetails(t, money.price, session)}
      checkProblem={checkFailed ? <CheckFailedNote>{say(MOBILE_MONEY_MESSAGES.statusCheckFailed)}</CheckFailedNote> : null}
    >
      <p className="mt-4 text-sm text-ink-700">
        <T id="payments.paystack.notRedirected" components={{ 0: <a href={session.authorizationUrl} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2" /> }} />
      </p>
      <p className="mt-2 inline-flex items-center gap-2 rounded-full bg-accent-100 px-4 py-2 text-sm font-semibold text-ink-900">
        <Clock aria-hidden="true" className="size-4" />
        {t('payments.timeRemaining')}
        <span data-testid="countdown" className="tabular-nums">{formatClock(secondsLeft)}</span>
      </p>
      <p className="mt-4 text-sm text-ink-600">{t('payments.paystack.checksEvery')}</p>
    </PaymentWaiting>
  );
}

/** Paid: shown for 3 s before /paystack-success. */
export function PaystackPaid({ session }: { session: PaystackSession }) {
  const t = useT();
  const money = useMoney();
  return (
    <PaymentPaid details={paystackDetails(t, money.price, session)} actions={null}>
      <p role="status">{t('payments.toReceipt')}</p>
    </PaymentPaid>
  );
}

/** Declined, abandoned or timed out: Try Again to the deposit or the checkout it came from, and the support phone. */
export function PaystackFailed({ message, orderId, isDeposit }: { message: string; orderId: string; isDeposit: boolean }) {
  const t = useT();
  return (
    <PaymentFailed
      message={message}
      orderId={orderId}
      announce
      retry={
        <ResultLink to={isDeposit ? paths.deposit : paths.placeOrderAlias} primary>
          {t('payments.tryAgain')}
        </ResultLink>
      }
    />
  );
}
