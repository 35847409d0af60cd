import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/ui/toaster';
import { CHECKOUT_MESSAGES } from '@mitumba/contracts/plain';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { InvalidSessionNotice } from '../components/invalid-session';
import { CheckFailedNote, PaymentWaiting } from '../components/payment-waiting';
import { clearMpesaSession, resolveMpesaSession, type MpesaSession } from '../mpesa-session';
import { promptDetails } from '../prompt-details';
import { useMpesaPolling, type MpesaOutcome } from '../use-mpesa-polling';
import { usePaymentExit } from '../use-payment-exit';
import { useMoney, useT, type MessageId } from '@/i18n';
import { useSay } from '../message-words';

/** After a paid answer, the screen says so for 2 s before the receipt (spec 2 §4). */
const PAID_REDIRECT_MS = 2_000;

const stageMessages = ['payments.mpesa.stage.start', 'payments.mpesa.stage.sending', 'payments.stage.pin', 'payments.mpesa.stage.waiting'] as const satisfies readonly MessageId[];

type Paid = Extract<MpesaOutcome, { kind: 'paid' }>;

function Waiting({ session, paid, checkFailed }: { session: MpesaSession; paid: boolean; checkFailed: boolean }) {
  const t = useT();
  const money = useMoney();
  const [first, second, third, fourth] = stageMessages;
  return (
    <PaymentWaiting
      title={t(paid ? 'payments.received' : 'payments.mpesa.title')}
      documentTitle={t('payments.mpesa.documentTitle')}
      stages={[t(first), t(second), t(third), t(fourth)]}
      paidMessage={paid ? t('payments.toReceipt') : undefined}
      details={promptDetails(t, money.price, session)}
      checkProblem={checkFailed ? <CheckFailedNote>{t('payments.mpesa.checkFailed')}</CheckFailedNote> : null}
    >
      <p className="mt-6 text-sm text-ink-600">{t('payments.keepOpen', { provider: 'M-Pesa' })}</p>
    </PaymentWaiting>
  );
}

/**
 * /mpesa-processing: watches an M-Pesa payment (state or the stored session: mpesaRequestId, orderId, amount, phone,
 * customerName) until it is paid, failed, or still pending after 20 checks, then goes to the matching result page.
 */
export function MpesaProcessingPage() {
  const t = useT();
  const say = useSay();
  useDocumentTitle(t('payments.mpesa.documentTitle'));
  const location = useLocation();
  const navigate = useNavigate();
  const { leavePaid } = usePaymentExit();
  const [session] = useState(() => resolveMpesaSession(location.state));
  const [paid, setPaid] = useState<Paid | null>(null);

  const onOutcome = (outcome: MpesaOutcome) => {
    if (outcome.kind === 'pending') {
      navigate(paths.mpesaPending, { replace: true, state: { mpesaRequestId: session?.mpesaRequestId, orderId: session?.orderId } });
      return;
    }
    clearMpesaSession();
    if (outcome.kind === 'paid') setPaid(outcome);
    else navigate(paths.mpesaFail, { replace: true, state: { code: outcome.code, message: outcome.message, orderId: outcome.orderId || session?.orderId } });
  };
  const { checkFailed } = useMpesaPolling(paid ? null : (session?.mpesaRequestId ?? null), onOutcome);

  useEffect(() => {
    if (session) return;
    toast.error(say(CHECKOUT_MESSAGES.invalidSession), { id: 'invalid-payment-session' });
    navigate(paths.mpesaFail, { replace: true, state: { message: CHECKOUT_MESSAGES.invalidSession } });
  }, [session, navigate]);

  useEffect(() => {
    if (!paid) return;
    const receipt = { receipt: paid.receipt, orderId: paid.orderId || session?.orderId, amount: paid.amount || session?.amount };
    const timer = setTimeout(() => void leavePaid(paths.mpesaSuccess, receipt), PAID_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [paid, leavePaid, session]);

  if (!session) return <InvalidSessionNotice />;
  return <Waiting session={session} paid={paid !== null} checkFailed={checkFailed} />;
}

export { MpesaProcessingPage as Component };
