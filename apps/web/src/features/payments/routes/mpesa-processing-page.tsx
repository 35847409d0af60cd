import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/ui/toaster';
import { CHECKOUT_MESSAGES, formatCardPrice } from '@mitumba/contracts/plain';
import { cartKeys } from '@/features/cart';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DetailList } from '@/ui/detail-list';
import { CircleCheck, Info, Smartphone } from '@/ui/icons';
import { clearMpesaSession, resolveMpesaSession, type MpesaSession } from '../mpesa-session';
import { useMpesaPolling, type MpesaOutcome } from '../use-mpesa-polling';
import { useProcessingStage } from '../use-processing-stage';

/** After a paid answer, the screen says so for 2 s before the receipt (spec 2 §4). */
const PAID_REDIRECT_MS = 2_000;

const stageMessages = [
  'Starting your M-Pesa payment…',
  'Sending payment request to your phone…',
  'Check your phone and enter your M-Pesa PIN',
  'Waiting for M-Pesa confirmation…',
];

type Paid = Extract<MpesaOutcome, { kind: 'paid' }>;

function Waiting({ session, paid, checkFailed }: { session: MpesaSession; paid: boolean; checkFailed: boolean }) {
  const stage = useProcessingStage();
  return (
    <section className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-14 text-center sm:py-20">
      <span className="relative inline-flex size-20 items-center justify-center">
        {paid ? null : <span aria-hidden="true" className="absolute inset-0 rounded-full bg-brand-100 motion-safe:animate-ping" />}
        <span className="relative inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          {paid ? <CircleCheck aria-hidden="true" className="size-8" /> : <Smartphone aria-hidden="true" className="size-8" />}
        </span>
      </span>
      <h1 className="mt-6 text-2xl font-semibold text-ink-900 sm:text-3xl">{paid ? 'Payment received' : 'Complete your M-Pesa payment'}</h1>
      <p role="status" aria-live="polite" className="mt-3 min-h-6 text-base text-ink-700">
        {paid ? 'Thank you! Taking you to your receipt…' : stageMessages[stage]}
      </p>
      <DetailList
        className="mt-6"
        details={[
          { label: 'Amount', value: session.amount > 0 ? formatCardPrice(session.amount) : '', testId: 'amount' },
          { label: 'Phone', value: session.phone, testId: 'phone' },
          { label: 'Order ID', value: session.orderId, testId: 'order-id' },
        ]}
      />
      {checkFailed && !paid ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-ink-600">
          <Info aria-hidden="true" className="size-4 shrink-0" />
          Failed to check payment status
        </p>
      ) : null}
      <p className="mt-6 text-sm text-ink-600">Keep this page open: it updates by itself once M-Pesa confirms your payment.</p>
    </section>
  );
}

/**
 * /mpesa-processing: watches an M-Pesa payment (state or the stored session: mpesaRequestId, orderId, amount, phone,
 * customerName) until it is paid, failed, or still pending after 20 checks, then goes to the matching result page.
 */
export function MpesaProcessingPage() {
  useDocumentTitle('M-Pesa payment');
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
    toast.error(CHECKOUT_MESSAGES.invalidSession, { id: 'invalid-payment-session' });
    navigate(paths.mpesaFail, { replace: true, state: { message: CHECKOUT_MESSAGES.invalidSession } });
  }, [session, navigate]);

  useEffect(() => {
    if (!paid) return;
    const timer = setTimeout(() => {
      // The server emptied the cart when the payment came in.
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      navigate(paths.mpesaSuccess, {
        replace: true,
        state: { receipt: paid.receipt, orderId: paid.orderId || session?.orderId, amount: paid.amount || session?.amount },
      });
    }, PAID_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [paid, queryClient, navigate, session]);

  if (!session) {
    return (
      <p role="alert" className="px-4 py-20 text-center text-ink-800">
        {CHECKOUT_MESSAGES.invalidSession}
      </p>
    );
  }
  return <Waiting session={session} paid={paid !== null} checkFailed={checkFailed} />;
}

export { MpesaProcessingPage as Component };
