import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MPESA_DEPOSIT_POLLS, MPESA_DEPOSIT_POLL_MS } from '@mitumba/contracts/deposits';
import { CHECKOUT_MESSAGES } from '@mitumba/contracts/plain';
import { MOBILE_MONEY_MESSAGES } from '@mitumba/contracts/mobile-money';
import { InvalidSessionNotice, PromptWaiting, usePaymentExit, useStatusPolling } from '@/features/payments';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/ui/toaster';
import { fetchMpesaDepositStatus } from '../api/get-deposit-status';
import { depositOutcomeOf, depositSuccessState, type DepositOutcome } from '../checkout/deposit-outcome';
import { mpesaDepositSession } from '../checkout/deposit-sessions';
import { depositPaths } from '@/lib/paths';
import { useT } from '@/i18n';
import { useSay } from '@/features/payments/message-words';

/**
 * /deposit-processing: watches a checkout's M-Pesa deposit (state or the stored session: mpesaRequestId, orderId,
 * amount, phone, customerName), checking every 3 s at most 20 times (spec 2 §9). Paid: /deposit-success with the
 * deposit, the balance and the receipt; failed: /deposit-fail with why; still unanswered: /deposit-pending.
 */
export function DepositProcessingPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const say = useSay();
  const { leave, leavePaid } = usePaymentExit();
  const [session] = useState(() => mpesaDepositSession.resolve(location.state));

  const onOutcome = (outcome: DepositOutcome) => {
    mpesaDepositSession.clear();
    if (outcome.kind === 'paid') void leavePaid(depositPaths.success, depositSuccessState(outcome, session ?? { orderId: '', amount: 0 }));
    else void leave(depositPaths.fail, { message: outcome.message, orderId: outcome.orderId || session?.orderId || '' });
  };
  const { checkFailed } = useStatusPolling({
    requestId: session?.mpesaRequestId ?? null,
    everyMs: MPESA_DEPOSIT_POLL_MS,
    limit: MPESA_DEPOSIT_POLLS,
    check: fetchMpesaDepositStatus,
    decide: depositOutcomeOf,
    // An unknown request (404) will not turn up later: say why, as the server words it.
    onError: (error): DepositOutcome | null => (isApiError(error, 404)
      ? { kind: 'failed', message: error.message || MOBILE_MONEY_MESSAGES.failedOrCanceled, orderId: '' }
      : null),
    onOutcome,
    onGiveUp: () => void leave(depositPaths.pending, { mpesaRequestId: session?.mpesaRequestId ?? '', orderId: session?.orderId ?? '' }),
  });

  useEffect(() => {
    if (session) return;
    toast.error(say(CHECKOUT_MESSAGES.invalidSession), { id: 'invalid-payment-session' });
    navigate(depositPaths.fail, { replace: true, state: { message: CHECKOUT_MESSAGES.invalidSession, orderId: '' } });
  }, [session, navigate]);

  if (!session) return <InvalidSessionNotice />;
  return (
    <PromptWaiting provider="M-Pesa" title={t('deposits.mpesa.title')} session={session} checkFailed={checkFailed}>
      <p className="mt-6 text-sm text-ink-600">{t('deposits.mpesa.keepOpen')}</p>
    </PromptWaiting>
  );
}

export { DepositProcessingPage as Component };
