import { Link, useLocation } from 'react-router';
import { CHECKOUT_MESSAGES } from '@mitumba/contracts/plain';
import { MOBILE_MONEY_MESSAGES } from '@mitumba/contracts/mobile-money';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/ui/button';
import { CircleAlert } from '@/ui/icons';
import { PaymentWaiting } from '../components/payment-waiting';
import { useHybridPayment, type HybridOutcome } from '../hybrid-payment';
import { hybridProviderName, hybridSession, useHybridSession, type HybridSession } from '../hybrid-session';
import { amountText } from '../prompt-details';
import { usePaymentExit } from '../use-payment-exit';
import { useMoney, useT } from '@/i18n';
import { useSay } from '../message-words';


function SessionProblem({ missing }: { missing: boolean }) {
  const t = useT();
  const say = useSay();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-6 px-4 py-20 text-center">
      {missing ? (
        <>
          <div role="alert">
            <h1 className="text-2xl font-semibold text-ink-900">{say(CHECKOUT_MESSAGES.invalidSession)}</h1>
          </div>
          <Link to={paths.orders} className={buttonClasses('accent', 'lg')}>
            {t('payments.viewMyOrders')}
          </Link>
        </>
      ) : (
        <div role="status">
          <h1 className="text-lg font-medium text-ink-700">{say(MOBILE_MONEY_MESSAGES.hybridLoading)}</h1>
        </div>
      )}
    </section>
  );
}

function Watching({ session }: { session: HybridSession }) {
  const { leave, leavePaid } = usePaymentExit();
  const t = useT();
  const say = useSay();
  const money = useMoney();
  const onOutcome = (outcome: HybridOutcome) => {
    hybridSession.clear();
    if (outcome.kind === 'failed') {
      leave(paths.hybridFail, { orderId: session.orderId, reason: outcome.reason });
      return;
    }
    const transactionRef = outcome.transactionRef || session.mobileRequestId;
    leavePaid(paths.hybridSuccess, { orderId: session.orderId, transactionRef, provider: outcome.provider || session.provider });
  };
  const { checkFailed } = useHybridPayment(session.orderId, onOutcome);

  return (
    <PaymentWaiting
      title={t('payments.hybrid.title')}
      stages={[t('payments.hybrid.stage.start'), t('payments.stage.sending'), t('payments.stage.pin'), t('payments.hybrid.stage.waiting')]}
      details={[
        { label: t('payments.detail.orderId'), value: session.orderId, testId: 'order-id' },
        { label: t('payments.detail.mobileRef'), value: session.mobileRequestId, testId: 'mobile-ref' },
        { label: t('payments.detail.provider'), value: hybridProviderName(session.provider), testId: 'provider' },
        { label: t('payments.detail.mobilePayment'), value: amountText(session.mobileAmount, money.price), testId: 'mobile-amount' },
        { label: t('payments.detail.cash'), value: amountText(session.cashAmount, money.price), testId: 'cash-amount' },
        { label: t('payments.detail.total'), value: amountText(session.totalAmount, money.price), testId: 'total-amount' },
      ]}
      checkProblem={
        checkFailed ? (
          <p role="alert" className="flex items-center justify-center gap-2 rounded-xl border border-danger-600/30 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {say(MOBILE_MONEY_MESSAGES.hybridCheckError)}
          </p>
        ) : null
      }
    >
      <p className="mt-6 font-medium text-ink-900">{say(MOBILE_MONEY_MESSAGES.hybridCompleteOnPhone)}</p>
      <p className="mt-2 text-sm text-ink-600">{t('payments.hybrid.cashNote')}</p>
    </PaymentWaiting>
  );
}

/**
 * /Hybrid-Processing: watches a hybrid order (state or the stored session: orderId, mobileRequestId, provider, the
 * split and the phone) with a check every 5 s, then goes to /Hybrid-Success or /Hybrid-Fail.
 */
export function HybridProcessingPage() {
  const location = useLocation();
  const { session, missing } = useHybridSession(location.state);
  return session ? <Watching session={session} /> : <SessionProblem missing={missing} />;
}

export { HybridProcessingPage as Component };
