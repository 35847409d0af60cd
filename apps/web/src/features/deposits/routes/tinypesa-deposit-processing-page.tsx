import { useState } from 'react';
import { useLocation } from 'react-router';
import { DEPOSIT_MESSAGES, TINYPESA_DEPOSIT_TIMEOUT_S } from '@mitumba/contracts/deposits';
import { MOBILE_MONEY_MESSAGES, TINYPESA_POLL_MS, TINYPESA_TIMEOUT_MS } from '@mitumba/contracts/mobile-money';
import type { TinypesaDepositStatusResponse } from '@mitumba/contracts/plain';
import { InvalidSessionNotice, PromptWaiting, useCountdown, useLeaveWithoutSession, usePaymentExit, useStatusPolling, TimeLeftBar } from '@/features/payments';
import { depositPaths, paths } from '@/lib/paths';
import { fetchTinypesaDepositStatus } from '../api/get-deposit-status';
import { tinypesaDepositSession } from '../checkout/deposit-sessions';
import { useT } from '@/i18n';

/** The progress bar fills over the 60 s a prompt usually takes; the countdown gives the deposit 120 s (spec 2 §9). */
const PROGRESS_SECONDS = TINYPESA_TIMEOUT_MS / 1000;

type Outcome = { kind: 'paid'; answer: TinypesaDepositStatusResponse } | { kind: 'failed'; message: string; orderId: string };

/** Pending keeps polling; paid is success; anything else fails with the server's message or 'Deposit failed'. */
function outcomeOf(answer: TinypesaDepositStatusResponse): Outcome | null {
  if (answer.paymentStatus === 'pending') return null;
  if (answer.paymentStatus === 'paid') return { kind: 'paid', answer };
  return { kind: 'failed', message: answer.message || DEPOSIT_MESSAGES.failed, orderId: answer.orderId };
}

function TimeLeft({ secondsLeft }: { secondsLeft: number }) {
  const elapsed = Math.min(TINYPESA_DEPOSIT_TIMEOUT_S - secondsLeft, PROGRESS_SECONDS);
  const t = useT();
  return (
    <TimeLeftBar
      label={t('deposits.tinypesa.waitingPin')} value={elapsed} max={PROGRESS_SECONDS}
      valueText={t('deposits.tinypesa.progress', { elapsed, total: PROGRESS_SECONDS })} secondsLeft={secondsLeft}
    />
  );
}

/**
 * /Tinypesa-Deposit-Processing: watches a checkout's TinyPesa deposit (state or the stored session: tinypesaRequestId,
 * orderId, amount, phone, customerName) every 3 s, with a progress bar over 60 s and 'Timeout in {n}s' from 120.
 * Paid: /deposit-success with the deposit and the balance; failed: /Payment-Fail with the server's message or
 * 'Deposit failed'; no answer in 120 s: /Payment-Fail, timed out.
 */
export function TinypesaDepositProcessingPage() {
  const location = useLocation();
  const { leave, leavePaid } = usePaymentExit();
  const [session] = useState(() => tinypesaDepositSession.resolve(location.state));
  const [done, setDone] = useState(false);
  const t = useT();
  const waiting = session !== null && !done;

  const finish = (outcome: Outcome) => {
    setDone(true);
    tinypesaDepositSession.clear();
    const orderId = (outcome.kind === 'paid' ? outcome.answer.orderId : outcome.orderId) || session?.orderId || '';
    if (outcome.kind === 'failed') {
      void leave(paths.paymentFail, { message: outcome.message, orderId });
      return;
    }
    const { amount, balance, mpesaReceipt } = outcome.answer;
    void leavePaid(depositPaths.success, { depositAmount: amount || session?.amount || 0, balance, receipt: mpesaReceipt ?? '', orderId });
  };
  const { checkFailed } = useStatusPolling({
    requestId: waiting ? session.tinypesaRequestId : null,
    everyMs: TINYPESA_POLL_MS,
    check: fetchTinypesaDepositStatus,
    decide: outcomeOf,
    onOutcome: finish,
  });
  const secondsLeft = useCountdown(TINYPESA_DEPOSIT_TIMEOUT_S * 1000, waiting, () => {
    setDone(true);
    void leave(paths.paymentFail, { message: MOBILE_MONEY_MESSAGES.timedOut, orderId: session?.orderId ?? '' });
  });
  useLeaveWithoutSession(session, paths.paymentFail, 'message');

  if (!session) return <InvalidSessionNotice />;
  return (
    <PromptWaiting provider="TinyPesa" title={t('deposits.tinypesa.title')} session={session} checkFailed={checkFailed}>
      <TimeLeft secondsLeft={secondsLeft} />
    </PromptWaiting>
  );
}

export { TinypesaDepositProcessingPage as Component };
