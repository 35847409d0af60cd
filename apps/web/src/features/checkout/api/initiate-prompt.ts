import { useMutation } from '@tanstack/react-query';
import type { KcbInitiateResponse, LipiaInitiateResponse, PesafluxInitiateResponse, TinypesaInitiateResponse } from '@mitumba/contracts/plain';
import type { MobileMoneyProvider } from '@mitumba/contracts/mobile-money';
import { apiAnswer, type ApiAnswer } from '@/lib/api-client';
import { postMpesaInitiate, type MpesaInitiateBody } from './initiate-mpesa';
import { checkoutKeys } from './keys';

/** The same body for every prompt: the order payload, the customer and the phone to prompt (spec 2 §7). */
export type PromptInitiateBody = MpesaInitiateBody;
export type PromptMethodId = 'mpesa' | MobileMoneyProvider;

/** A prompt sent: the id its progress screen polls, and the order as the server priced it. */
export interface PromptStarted {
  requestId: string;
  orderId: string;
  amount: number;
  /** The server's words, in the shopper's language: "check your phone", or that it could not reach the provider. */
  message: string;
  /** Answered 202: the provider gave no answer, the order waits and the shop is checking (decision 0027). */
  checking: boolean;
}

type Initiate = (body: PromptInitiateBody) => Promise<PromptStarted>;

/** A POST of the prompt body to `path`. */
const postTo = <Answer>(path: string) => (body: PromptInitiateBody) => apiAnswer<Answer>(path, { method: 'POST', body });

/** An initiate call whose answer names its request id its own way, answering under one name. */
function startedBy<Answer extends { orderId: string; amount: number; message: string }>(
  call: (body: PromptInitiateBody) => Promise<ApiAnswer<Answer>>,
  requestIdOf: (answer: Answer) => string,
): Initiate {
  return async (body) => {
    const { status, body: answer } = await call(body);
    return { requestId: requestIdOf(answer), orderId: answer.orderId, amount: answer.amount, message: answer.message, checking: status === 202 };
  };
}

/** Each provider's initiate call (spec 2 §7). */
const initiators: Record<PromptMethodId, Initiate> = {
  mpesa: startedBy(postMpesaInitiate, (answer) => answer.mpesaRequestId),
  lipia: startedBy(postTo<LipiaInitiateResponse>('/api/order/payment/lipia'), (answer) => answer.lipiaRequestId),
  tinypesa: startedBy(postTo<TinypesaInitiateResponse>('/api/order/tinypesa/initiate'), (answer) => answer.tinypesaRequestId),
  pesaflux: startedBy(postTo<PesafluxInitiateResponse>('/api/order/pesaflux/initiate'), (answer) => answer.pesaFluxRequestId),
  kcb: startedBy(postTo<KcbInitiateResponse>('/api/order/kcb/initiate'), (answer) => answer.kcbRequestId),
};

/** Creates the order and sends the payment prompt to `body.phone` through `method`'s provider. */
export function useInitiatePrompt() {
  return useMutation({
    mutationKey: checkoutKeys.initiatePrompt(),
    mutationFn: ({ method, body }: { method: PromptMethodId; body: PromptInitiateBody }) => initiators[method](body),
  });
}
