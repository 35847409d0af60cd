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

const stageMessages = [
  'Starting your hybrid payment…',
  'Sending the M-Pesa prompt to your phone…',
  'Check your phone and enter your M-Pesa PIN',
  'Waiting for both payments to be confirmed…',
] as const;

function SessionProblem({ missing }: { missing: boolean }) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-6 px-4 py-20 text-center">
      {missing ? (
        <>
          <div role="alert">
            <h1 className="text-2xl font-semibold text-ink-900">{CHECKOUT_MESSAGES.invalidSession}</h1>
          </div>
          <Link to={paths.orders} className={buttonClasses('accent', 'lg')}>
            View My Orders
          </Link>
        </>
      ) : (
        <div role="status">
          <h1 className="text-lg font-medium text-ink-700">{MOBILE_MONEY_MESSAGES.hybridLoading}</h1>
        </div>
      )}
    </section>
  );
}

function Watching({ session }: { session: HybridSession }) {
  const { leave, leavePaid } = usePaymentExit();
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
      title="Complete your hybrid payment"
      stages={stageMessages}
      details={[
        { label: 'Order ID', value: session.orderId, testId: 'order-id' },
        { label: 'Mobile ref', value: session.mobileRequestId, testId: 'mobile-ref' },
        { label: 'Provider', value: hybridProviderName(session.provider), testId: 'provider' },
        { label: 'Mobile payment', value: amountText(session.mobileAmount), testId: 'mobile-amount' },
        { label: 'Cash at the counter', value: amountText(session.cashAmount), testId: 'cash-amount' },
        { label: 'Total', value: amountText(session.totalAmount), testId: 'total-amount' },
      ]}
      checkProblem={
        checkFailed ? (
          <p role="alert" className="flex items-center justify-center gap-2 rounded-xl border border-danger-600/30 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {MOBILE_MONEY_MESSAGES.hybridCheckError}
          </p>
        ) : null
      }
    >
      <p className="mt-6 font-medium text-ink-900">{MOBILE_MONEY_MESSAGES.hybridCompleteOnPhone}</p>
      <p className="mt-2 text-sm text-ink-600">Pay the cash part at the counter: the order is confirmed once both payments are in.</p>
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
