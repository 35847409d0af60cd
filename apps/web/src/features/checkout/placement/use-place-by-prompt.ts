import { useNavigate } from 'react-router';
import { pesafluxPhone } from '@mitumba/contracts/mobile-money';
import { startMpesaSession, type MpesaSession } from '@/features/payments';
import { paths } from '@/lib/paths';
import { toast } from '@/ui/toaster';
import { useInitiatePrompt, type PromptMethodId } from '../api/initiate-prompt';
import { customerNameOf, type Placer } from './submission';

/** A prompt on its way: what the progress screens are told. */
interface Prompted {
  requestId: string;
  orderId: string;
  amount: number;
  phone: string;
  customerName: string;
}

const plainState = (requestIdName: string) => ({ requestId, ...rest }: Prompted) => ({ [requestIdName]: requestId, ...rest });

/** Each prompt method's progress screen and the navigation state it reads (web brief; spec 2 §2). */
const screens: Record<PromptMethodId, { path: string; state: (prompted: Prompted) => object }> = {
  mpesa: {
    path: paths.mpesaProcessing,
    state: (prompted) => {
      const session = plainState('mpesaRequestId')(prompted) as unknown as MpesaSession;
      startMpesaSession(session);
      return session;
    },
  },
  lipia: { path: paths.lipiaProcessing, state: plainState('lipiaRequestId') },
  tinypesa: { path: paths.tinypesaProcessing, state: plainState('tinypesaRequestId') },
  kcb: { path: paths.kcbProcessing, state: plainState('kcbRequestId') },
  pesaflux: {
    path: paths.pesafluxProcessing,
    state: ({ requestId, orderId, amount, phone, customerName }) => ({
      pesaFluxRequestId: requestId, orderId, isDeposit: false, paymentDetails: { amount, phone }, orderDetails: { orderId, amount, customerName },
    }),
  },
};

/** PesaFlux takes 254…; the others the phone as typed. */
const promptPhone = (method: PromptMethodId, phone: string) => (method === 'pesaflux' ? pesafluxPhone(phone) : phone);

/** M-Pesa, Lipia, TinyPesa, PesaFlux and KCB: create the order, send the prompt, watch it on the method's screen. */
export function usePlaceByPrompt(method: PromptMethodId): Placer {
  const navigate = useNavigate();
  const initiate = useInitiatePrompt();
  return async (submission, payload) => {
    const phone = promptPhone(method, submission.phone);
    const started = await initiate.mutateAsync({ method, body: { ...payload, userId: payload.userId ?? '', phone } });
    // The provider gave no answer (decision 0027, a 202): the order waits, the screen polls, and the customer is told why.
    if (started.checking) toast.warning(started.message, { id: 'provider-unreached' });
    const screen = screens[method];
    const prompted: Prompted = {
      requestId: started.requestId,
      orderId: started.orderId || payload.orderId || '',
      amount: started.amount ?? payload.amount,
      phone,
      customerName: customerNameOf(submission.address),
    };
    navigate(screen.path, { state: screen.state(prompted) });
  };
}
