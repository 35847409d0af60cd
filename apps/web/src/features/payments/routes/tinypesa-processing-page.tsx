import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { MOBILE_MONEY_MESSAGES, TINYPESA_FAILED_REDIRECT_MS, TINYPESA_PAID_REDIRECT_MS, TINYPESA_TIMEOUT_MS, TINYPESA_TIMEOUT_REDIRECT_MS } from '@mitumba/contracts/mobile-money';
import { paths } from '@/lib/paths';
import { Clock, CircleX } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';
import { InvalidSessionNotice, useLeaveWithoutSession } from '../components/invalid-session';
import { PromptWaiting } from '../components/prompt-waiting';
import { paidOrderState } from '../paid-order-summary';
import { useCountdown } from '../tinypesa-countdown';
import { useTinypesaPayment, type TinypesaOutcome } from '../tinypesa-payment';
import { tinypesaSession, type TinypesaSession } from '../tinypesa-session';
import { usePaymentExit } from '../use-payment-exit';
import { TimeLeftBar } from '../components/time-left-bar';
import { useT } from '@/i18n';
import { useSay } from '../message-words';

const TIMEOUT_SECONDS = TINYPESA_TIMEOUT_MS / 1000;

type Phase = { kind: 'waiting' } | TinypesaOutcome | { kind: 'timedOut' };

/** The 60 s the customer has to approve the prompt, as a shrinking bar and 'Timeout in {n}s'. */
function TimeLeft({ seconds }: { seconds: number }) {
  const t = useT();
  return <TimeLeftBar label={t('payments.timeLeft.label')} value={seconds} max={TIMEOUT_SECONDS} valueText={t('payments.timeLeft.value', { count: seconds })} secondsLeft={seconds} />;
}

function Waiting({ session, phase, checkFailed, secondsLeft }: { session: TinypesaSession; phase: Phase; checkFailed: boolean; secondsLeft: number }) {
  const paid = phase.kind === 'paid';
  const t = useT();
  return (
    <PromptWaiting
      provider="TinyPesa"
      session={session}
      checkFailed={checkFailed}
      title={paid ? t('payments.received') : undefined}
      paidMessage={paid ? t('payments.toOrder') : undefined}
    >
      {paid ? null : <TimeLeft seconds={secondsLeft} />}
    </PromptWaiting>
  );
}

/** A failed or timed-out payment, said here for the few seconds before /Payment-Fail. */
function Ended({ phase }: { phase: Extract<Phase, { kind: 'failed' | 'timedOut' }> }) {
  const timedOut = phase.kind === 'timedOut';
  const t = useT();
  const say = useSay();
  return (
    <StatusView icon={timedOut ? Clock : CircleX} tone={timedOut ? 'accent' : 'danger'} title={t(timedOut ? 'payments.timedOutTitle' : 'payments.failedTitle')}>
      <p role="alert" className="font-medium text-ink-900" data-testid="failure-message">
        {say(timedOut ? MOBILE_MONEY_MESSAGES.timedOut : phase.message)}
      </p>
      <p className="text-sm">{t('payments.movingOn')}</p>
    </StatusView>
  );
}

/** Where an ended payment leads, and after how long (spec 2 §4: paid 2 s, failed 5 s, timed out 3 s). */
function nextStep(phase: Exclude<Phase, { kind: 'waiting' }>, session: TinypesaSession): { delayMs: number; path: string; state: object } {
  const orderId = (phase.kind !== 'timedOut' && phase.orderId) || session.orderId;
  if (phase.kind === 'paid') {
    const state = paidOrderState('tinypesa', orderId, phase.amount || session.amount, phase.receipt);
    return { delayMs: TINYPESA_PAID_REDIRECT_MS, path: paths.orderSuccess, state };
  }
  if (phase.kind === 'failed') return { delayMs: TINYPESA_FAILED_REDIRECT_MS, path: paths.paymentFail, state: { message: phase.message, orderId } };
  return { delayMs: TINYPESA_TIMEOUT_REDIRECT_MS, path: paths.paymentFail, state: { message: MOBILE_MONEY_MESSAGES.timedOut, orderId } };
}

/**
 * /Tinypesa-Processing: watches a TinyPesa order payment (navigation state or the stored session: tinypesaRequestId,
 * orderId, amount, phone, customerName) with a check every 3 s for at most 60 s. Paid: /ordersuccess after 2 s;
 * failed: /Payment-Fail after 5 s; no answer in 60 s: /Payment-Fail after 3 s, the session kept so Try again resumes.
 */
export function TinypesaProcessingPage() {
  const location = useLocation();
  const { leave, leavePaid } = usePaymentExit();
  const [session] = useState(() => tinypesaSession.resolve(location.state));
  const [phase, setPhase] = useState<Phase>({ kind: 'waiting' });
  const waiting = session !== null && phase.kind === 'waiting';

  const onOutcome = (outcome: TinypesaOutcome) => {
    tinypesaSession.clear();
    setPhase(outcome);
  };
  const { checkFailed } = useTinypesaPayment(waiting ? session.tinypesaRequestId : null, onOutcome);
  const secondsLeft = useCountdown(TINYPESA_TIMEOUT_MS, waiting, () => setPhase({ kind: 'timedOut' }));

  useLeaveWithoutSession(session, paths.paymentFail, 'message');

  useEffect(() => {
    if (!session || phase.kind === 'waiting') return;
    const step = nextStep(phase, session);
    const moveOn = phase.kind === 'paid' ? leavePaid : leave;
    const timer = setTimeout(() => void moveOn(step.path, step.state), step.delayMs);
    return () => clearTimeout(timer);
  }, [phase, session, leave, leavePaid]);

  if (!session) return <InvalidSessionNotice />;
  if (phase.kind === 'failed' || phase.kind === 'timedOut') return <Ended phase={phase} />;
  return <Waiting session={session} phase={phase} checkFailed={checkFailed} secondsLeft={secondsLeft} />;
}

export { TinypesaProcessingPage as Component };
