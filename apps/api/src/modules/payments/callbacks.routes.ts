import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PaymentsService } from './payments.service.ts';
import type { CallbackAcknowledgement, ProviderNotification } from './provider.ts';

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
 * that posts every result to one address set on its dashboard (TinyPesa; the card providers, who sign theirs) uses the
 * provider's own path. JSON bodies are kept as the exact bytes too: signatures are computed over them (DESIGN §5).
 * Every well-formed request is answered 200 once it is stored (the inbox, decision 0025), known or not, so providers
 * stop retrying; what it meant is in payment_events. A signed provider's message with a bad or missing signature is
 * answered 401, so a shop whose secret is wrong sees the failures in the provider's dashboard.
 */
export function paymentCallbackRoutes(payments: PaymentsService): FastifyPluginAsyncZod {
  return async (app) => {
    const rawBodies = new WeakMap<FastifyRequest, Buffer>();
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const raw = body as Buffer;
      rawBodies.set(request, raw);
      parseJson(request, raw.toString('utf8'), done);
    });
    const notificationOf = (request: FastifyRequest): ProviderNotification => ({
      body: request.body, rawBody: rawBodies.get(request) ?? Buffer.alloc(0), headers: request.headers,
    });

    app.post('/api/payments/callbacks/:token', {
      config: { access: 'public' },
      schema: {
        tags: ['payments'], summary: 'Payment provider callback (per-attempt secret address)',
        params: z.object({ token: z.string().max(200) }),
        response: { 200: answerSchema },
      },
    }, async (request, reply) => acknowledge(reply, await payments.callback(request.params.token, notificationOf(request))));

    app.post('/api/payments/callbacks/provider/:provider', {
      config: { access: 'public' },
      schema: {
        tags: ['payments'], summary: "Payment provider callback (the provider's one webhook address)",
        params: z.object({ provider: z.string().max(40) }),
        response: { 200: answerSchema },
      },
    }, async (request, reply) => acknowledge(reply, await payments.providerCallback(request.params.provider, notificationOf(request))));
  };
}
