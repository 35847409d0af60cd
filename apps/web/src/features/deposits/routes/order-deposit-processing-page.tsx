import { useState } from 'react';
import { useLocation } from 'react-router';
import { paymentMethodLabels } from '@mitumba/contracts/plain';
import { DEPOSIT_MESSAGES } from '@mitumba/contracts/deposits';
import { MOBILE_MONEY_MESSAGES } from '@mitumba/contracts/mobile-money';
import { amountText, CheckFailedNote, PaymentFailed, PaymentResult, PaymentWaiting, phoneDetail, promptStages, ResultLink } from '@/features/payments';
import { paths } from '@/lib/paths';
import { CircleAlert } from '@/ui/icons';
import { DepositPaid } from '../components/deposit-paid';
import {
  isCompleteSession, isScreenMethod, orderDepositSession, type DepositResult, type OrderDepositSession,
} from '../balance/order-deposit-session';
import { useOrderDepositStatus, type DepositWatchPhase } from '../balance/use-order-deposit-status';
import { useMoney, useT } from '@/i18n';
import { useSay } from '@/features/payments/message-words';

function BackToOrders({ primary = false }: { primary?: boolean }) {
  const t = useT();
  return (
    <ResultLink to={paths.orders} primary={primary}>
      {t('deposits.backToOrders')}
    </ResultLink>
  );
}

/** 'Invalid payment session' or 'Unsupported payment method' (spec 2 §5), with the way back to the orders. */
function CannotWatch({ title }: { title: string }) {
  const t = useT();
  const say = useSay();
  return (
    <PaymentResult icon={CircleAlert} tone="danger" title={say(title)} details={[]} actions={<BackToOrders primary />}>
      <p>{t('deposits.cannotWatch')}</p>
    </PaymentResult>
  );
}

function Waiting({ session, provider, phase }: { session: OrderDepositSession; provider: string; phase: DepositWatchPhase }) {
  const t = useT();
  const say = useSay();
  const money = useMoney();
  return (
    <PaymentWaiting
      title={phase === 'initiating' ? t('deposits.initiating') : t('deposits.processing', { provider })}
      documentTitle={t('deposits.documentTitle', { provider })}
      stages={promptStages(t, provider)}
      details={[
        { label: t('deposits.detail.orderId'), value: session.orderId, testId: 'order-id' },
        { label: t('deposits.detail.transactionId'), value: session.requestId, testId: 'transaction-id' },
        { label: t('deposits.detail.depositAmount'), value: amountText(session.depositAmount, money.price), testId: 'deposit-amount' },
        phoneDetail(t, session.phone),
        { label: t('deposits.detail.customer'), value: session.customerName, testId: 'customer-name' },
      ]}
      checkProblem={phase === 'error' ? <CheckFailedNote>{say(MOBILE_MONEY_MESSAGES.statusCheckFailed)}</CheckFailedNote> : null}
    >
      <p className="mt-6 text-sm text-ink-600">{t('payments.keepOpen', { provider })}</p>
    </PaymentWaiting>
  );
}

function Paid({ session, result }: { session: OrderDepositSession; result: Extract<DepositResult, { kind: 'paid' }> }) {
  const t = useT();
  return (
    <DepositPaid
      receipt={result.receipt}
      orderId={session.orderId}
      amount={result.amount || session.depositAmount}
      balance={result.balance}
      actions={
        <>
          <ResultLink to={paths.orders} primary>
            {t('deposits.viewOrderDetails')}
          </ResultLink>
          <BackToOrders />
        </>
      }
    />
  );
}

function Failed({ session, result }: { session: OrderDepositSession; result: Extract<DepositResult, { kind: 'failed' }> }) {
  const t = useT();
  const say = useSay();
  return (
    <PaymentFailed
      message={result.message}
      orderId={session.orderId}
      announce
      retry={<BackToOrders primary />}
      links={<ResultLink to={paths.order(session.orderId)}>{t('deposits.viewOrder')}</ResultLink>}
    >
      <p className="text-sm">{result.timedOut ? say(DEPOSIT_MESSAGES.takingTooLong) : t('deposits.nothingTaken')}</p>
    </PaymentFailed>
  );
}

/**
 * /order-deposit-processing (spec 2 §2, §4): follows a payment towards an order's balance (M-Pesa, Lipia or TinyPesa;
 * navigation state or the stored session) with a check every 5 s and a 10-minute time-out, and shows the outcome in
 * place. A reload resumes it, or shows the outcome again.
 */
export function OrderDepositProcessingPage() {
  const location = useLocation();
  const [session, setSession] = useState(() => orderDepositSession.resolve(location.state));
  const watchable = session !== null && isCompleteSession(session) && isScreenMethod(session.paymentMethod);
  const method = session && isScreenMethod(session.paymentMethod) ? session.paymentMethod : 'mpesa';

  const onResult = (result: DepositResult) => {
    if (!session) return;
    const decided = { ...session, result };
    orderDepositSession.start(decided);
    setSession(decided);
  };
  const phase = useOrderDepositStatus(watchable && !session.result ? session.requestId : null, method, onResult);

  if (!session || !isCompleteSession(session)) return <CannotWatch title={DEPOSIT_MESSAGES.invalidPaymentSession} />;
  if (!isScreenMethod(session.paymentMethod)) return <CannotWatch title={DEPOSIT_MESSAGES.unsupportedMethod} />;
  if (session.result?.kind === 'paid') return <Paid session={session} result={session.result} />;
  if (session.result?.kind === 'failed') return <Failed session={session} result={session.result} />;
  return <Waiting session={session} provider={paymentMethodLabels[session.paymentMethod]} phase={phase} />;
}

export { OrderDepositProcessingPage as Component };
