import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { DEPOSIT_STATUS_POLL_MS } from '@mitumba/contracts/deposits';
import { CHECKOUT_MESSAGES } from '@mitumba/contracts/plain';
import { paths } from '@/lib/paths';
import { depositOrderState, PaymentFailed, PromptWaiting, ResultLink, usePaymentExit, useStatusPolling } from '@/features/payments';
import { fetchLipiaDepositStatus } from '../api/get-deposit-status';
import { depositOutcomeOf, type DepositOutcome } from '../checkout/deposit-outcome';
import { lipiaDepositSession, type LipiaDepositSession } from '../checkout/deposit-sessions';
import { useT } from '@/i18n';

/** After a paid answer the screen says so for 3 s, then shows the order (spec 2 §4). */
export const LIPIA_DEPOSIT_REDIRECT_MS = 3_000;

/** The deposit screen's states (spec 2 §4): initiating, pending, paid (final), failed, error (polling continues). */
type Phase = { kind: 'initiating' } | { kind: 'pending' } | { kind: 'error' } | DepositOutcome;


function Waiting({ session, phase }: { session: LipiaDepositSession; phase: Exclude<Phase, { kind: 'failed' }> }) {
  const paid = phase.kind === 'paid';
  const t = useT();
  return (
    <PromptWaiting
      provider="Lipia"
      session={session}
      checkFailed={phase.kind === 'error'}
      title={paid ? t('deposits.received') : phase.kind === 'initiating' ? t('deposits.initiating') : t('deposits.processing', { provider: 'Lipia' })}
      paidMessage={paid ? t('deposits.toOrder') : undefined}
    >
      <p className="mt-6 text-sm text-ink-600">{t('deposits.lipia.keepOpen')}</p>
    </PromptWaiting>
  );
}

/**
 * /Lipia-Deposit-Processing: watches a checkout's Lipia deposit (state or the stored session: lipiaRequestId, orderId,
 * amount, phone, customerName) every 5 s. Paid: /ordersuccess after 3 s with the deposit and the balance, replacing
 * this screen; failed: said here with Try Again; a failed check is said and checking goes on.
 */
export function LipiaDepositProcessingPage() {
  const location = useLocation();
  const { leavePaid } = usePaymentExit();
  const [session] = useState(() => lipiaDepositSession.resolve(location.state));
  const [phase, setPhase] = useState<Phase>({ kind: 'initiating' });
  const t = useT();
  const decided = phase.kind === 'paid' || phase.kind === 'failed';

  useStatusPolling({
    requestId: decided ? null : (session?.lipiaRequestId ?? null),
    everyMs: DEPOSIT_STATUS_POLL_MS,
    check: fetchLipiaDepositStatus,
    decide: depositOutcomeOf,
    onAnswer: (answer) => {
      if (answer.status === 'pending') setPhase({ kind: 'pending' });
    },
    onError: () => {
      setPhase({ kind: 'error' });
      return null;
    },
    onOutcome: (outcome) => {
      lipiaDepositSession.clear();
      setPhase(outcome);
    },
  });

  useEffect(() => {
    if (phase.kind !== 'paid' || !session) return;
    const state = depositOrderState({ orderId: phase.orderId || session.orderId, depositAmount: phase.amount || session.amount, balance: phase.balance, receipt: phase.receipt });
    const timer = setTimeout(() => void leavePaid(paths.orderSuccess, state), LIPIA_DEPOSIT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [phase, session, leavePaid]);

  if (!session) return <PaymentFailed message={CHECKOUT_MESSAGES.invalidSession} orderId="" announce />;
  if (phase.kind === 'failed') {
    return (
      <PaymentFailed message={phase.message} orderId={phase.orderId || session.orderId} announce links={<ResultLink to={paths.orders}>{t('deposits.backToOrders')}</ResultLink>} />
    );
  }
  return <Waiting session={session} phase={phase} />;
}

export { LipiaDepositProcessingPage as Component };
