import type { Config } from '../../config.ts';
import { ProviderRefusal } from '../payments/provider.ts';
import { callProvider, ProviderNoAnswer } from '../payments/providers/http-json.ts';
import { toProviderAmount } from '../payments/providers/provider-edge.ts';
import { createStripeClient } from '../payments/providers/stripe/stripe-client.ts';

/** A card provider's answer about one refund, in the shop's words. */
export type CardRefundAnswer = { ref: string; state: 'sent' | 'succeeded' | 'failed'; message: string };
export type CardRefundRequest = { provider: string; paymentRef: string; amountCents: number; idempotencyKey: string };

type CardConfig = Pick<Config, 'paystack' | 'stripe' | 'razorpay' | 'providerTimeoutMs'>;
const words = { pending: 'sent', processed: 'succeeded', succeeded: 'succeeded', failed: 'failed' } as const;

function answerOf(provider: string, ref: unknown, status: unknown, reason: unknown): CardRefundAnswer {
  const state = words[String(status) as keyof typeof words];
  if (typeof ref !== 'string' && typeof ref !== 'number') throw new ProviderNoAnswer(`${provider} answered a refund without its id`);
  if (!state) return { ref: String(ref), state: 'sent', message: `${provider}: ${String(status)}` };
  const message = state === 'failed' ? `${provider} could not refund it: ${typeof reason === 'string' && reason ? reason : 'no reason given'}` : `${provider}: ${String(status)}`;
  return { ref: String(ref), state, message };
}

/** A 4xx from the provider is its refusal, in its own words (e.g. more than was paid); anything else is no answer. */
function refusal(provider: string, status: number, message: unknown): ProviderRefusal {
  return new ProviderRefusal(`HTTP_${status}`, `${provider} refused the refund: ${typeof message === 'string' && message ? message : `HTTP ${status}`}`);
}

/**
 * The card providers' refund calls (reference §3), amounts in their minor unit through the one conversion
 * (`toProviderAmount`): Paystack `POST /refund`, Stripe `refunds.create` with the refund's Idempotency-Key (the
 * official package), Razorpay `POST /v1/payments/{id}/refund`; and reading one refund back (the sweep).
 */
export function createCardRefunder(config: CardConfig) {
  const timeoutMs = config.providerTimeoutMs;
  const stripe = config.stripe ? createStripeClient({ ...config.stripe, timeoutMs }) : null;
  const paystack = (path: string, init: RequestInit = {}) => {
    if (!config.paystack) throw new ProviderRefusal('NOT_CONFIGURED', 'Paystack is not configured');
    return callProvider('Paystack', `${config.paystack.baseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${config.paystack.secretKey}`, 'content-type': 'application/json' } }, { timeoutMs });
  };
  const razorpay = (path: string, body?: object) => {
    if (!config.razorpay) throw new ProviderRefusal('NOT_CONFIGURED', 'Razorpay is not configured');
    const authorization = `Basic ${Buffer.from(`${config.razorpay.keyId}:${config.razorpay.keySecret}`).toString('base64')}`;
    return callProvider('Razorpay', `${config.razorpay.baseUrl}${path}`, {
      method: body ? 'POST' : 'GET', headers: { authorization, 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined,
    }, { timeoutMs });
  };
  const stripeRefund = (refund: { id: string; status: string | null; failure_reason?: string | null }) => answerOf('Stripe', refund.id, refund.status, refund.failure_reason);
  const stripeError = (error: unknown): never => {
    const failure = error as { statusCode?: number; message?: string };
    if (failure.statusCode && failure.statusCode >= 400 && failure.statusCode < 500) throw refusal('Stripe', failure.statusCode, failure.message);
    throw new ProviderNoAnswer(`Stripe refund: ${failure.message ?? String(error)}`, { cause: error });
  };

  return {
    async refund(input: CardRefundRequest): Promise<CardRefundAnswer> {
      const amount = toProviderAmount(input.amountCents, 'cents', 'A card refund is a positive whole number of cents');
      if (input.provider === 'paystack') {
        const { status, body } = await paystack('/refund', { method: 'POST', body: JSON.stringify({ transaction: input.paymentRef, amount }) });
        if (status !== 200 || body.status !== true) throw refusal('Paystack', status, body.message);
        const data = body.data as { id?: unknown; status?: unknown; failure_reason?: unknown };
        return answerOf('Paystack', data.id, data.status, data.failure_reason);
      }
      if (input.provider === 'stripe') {
        if (!stripe) throw new ProviderRefusal('NOT_CONFIGURED', 'Stripe is not configured');
        return stripeRefund(await stripe.refunds.create({ payment_intent: input.paymentRef, amount }, { idempotencyKey: input.idempotencyKey }).catch(stripeError));
      }
      if (input.provider === 'razorpay') {
        const { status, body } = await razorpay(`/v1/payments/${encodeURIComponent(input.paymentRef)}/refund`, { amount, speed: 'normal' });
        if (status < 200 || status >= 300) throw refusal('Razorpay', status, (body.error as { description?: unknown } | undefined)?.description);
        return answerOf('Razorpay', body.id, body.status, body.error_description);
      }
      throw new ProviderRefusal('NO_REFUND_API', `${input.provider} has no refund call`);
    },

    /** Reads a refund back: its state now. */
    async status(provider: string, ref: string): Promise<CardRefundAnswer> {
      if (provider === 'paystack') {
        const { status, body } = await paystack(`/refund/${encodeURIComponent(ref)}`);
        if (status !== 200 || body.status !== true) throw refusal('Paystack', status, body.message);
        const data = body.data as { status?: unknown; failure_reason?: unknown };
        return answerOf('Paystack', ref, data.status, data.failure_reason);
      }
      if (provider === 'stripe') {
        if (!stripe) throw new ProviderRefusal('NOT_CONFIGURED', 'Stripe is not configured');
        return stripeRefund(await stripe.refunds.retrieve(ref).catch(stripeError));
      }
      const { status, body } = await razorpay(`/v1/refunds/${encodeURIComponent(ref)}`);
      if (status < 200 || status >= 300) throw refusal('Razorpay', status, (body.error as { description?: unknown } | undefined)?.description);
      return answerOf('Razorpay', ref, body.status, body.error_description);
    },
  };
}

export type CardRefunder = ReturnType<typeof createCardRefunder>;
