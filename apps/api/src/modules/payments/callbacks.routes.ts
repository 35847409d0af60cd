import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { PaymentsService } from './payments.service.ts';
import type { CallbackAcknowledgement } from './provider.ts';

const darajaAccepted = { ResultCode: 0, ResultDesc: 'Accepted' };
const answerSchema = z.union([z.object({ ResultCode: z.number(), ResultDesc: z.string() }), z.string()]);

/** What the provider wants back (Lipia: `ok`), else Daraja's JSON. */
function acknowledge(reply: FastifyReply, acknowledgement: CallbackAcknowledgement | undefined) {
  if (!acknowledgement) return darajaAccepted;
  return reply.type(acknowledgement.contentType).send(acknowledgement.body);
}

/**
 * Provider notifications. The path carries each attempt's own secret (Daraja and the STK aggregators do not sign
 * their callbacks, reference §1.8, §5) and avoids the word "mpesa", which Daraja refuses in callback URLs. A provider
 * that posts every result to one address set on its dashboard (TinyPesa) uses the provider's own path; its callbacks
 * are confirmed with its status API before anything is credited. Every well-formed request is answered 200 at once,
 * known or not, so providers stop retrying; what it meant is in payment_events.
 */
export function paymentCallbackRoutes(payments: PaymentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/payments/callbacks/:token', {
      schema: {
        tags: ['payments'], summary: 'Payment provider callback (per-attempt secret address)',
        params: z.object({ token: z.string().max(200) }),
        response: { 200: answerSchema },
      },
    }, async (request, reply) => acknowledge(reply, await payments.callback(request.params.token, request.body)));

    app.post('/api/payments/callbacks/provider/:provider', {
      schema: {
        tags: ['payments'], summary: "Payment provider callback (the provider's one webhook address)",
        params: z.object({ provider: z.string().max(40) }),
        response: { 200: answerSchema },
      },
    }, async (request, reply) => acknowledge(reply, await payments.providerCallback(request.params.provider, request.body)));
  };
}
