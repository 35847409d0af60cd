import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sameSecret } from '../emulator-http.ts';
import { isTestCard, type Checkout } from './checkout.ts';
import type { StripeConfig } from './config.ts';
import type { FormValue } from './forms.ts';
import { checkoutPage, notFoundPage } from './page.ts';
import { expandedIntent, newSession, publicSession, type CheckoutSession, type StripeError } from './sessions.ts';
import type { DeliveryOptions, Signing, Webhooks } from './webhooks.ts';

/**
 * Stripe's Checkout API as the shop calls it (payment-providers.md §3.2, §6.5), the hosted page, and the admin API
 * under `/__emulator/` for headless tests (pay / decline / expire / async failure, redelivery, broken signatures).
 */
const hidden = { schema: { hide: true } };
type Params = { Params: { id: string } };

export function sendError(reply: FastifyReply, error: StripeError) {
  const { status, ...fields } = error;
  return reply.code(status).send({ error: { ...fields, request_log_url: null } });
}

export function authProblem(request: FastifyRequest, config: StripeConfig): StripeError | undefined {
  const header = request.headers.authorization;
  const key = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!key) {
    return { status: 401, type: 'invalid_request_error', message: 'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. \'Authorization: Bearer YOUR_SECRET_KEY\').' };
  }
  if (sameSecret(key, config.secretKey)) return undefined;
  return { status: 401, type: 'authentication_error', code: 'api_key_invalid', message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` };
}

const noSuchSession = (id: string): StripeError => ({
  status: 404, type: 'invalid_request_error', code: 'resource_missing', param: 'session', message: `No such checkout.session: '${id}'`,
});

function deliveryOptions(body: unknown): DeliveryOptions {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const signings: Signing[] = ['valid', 'stale', 'wrong-secret', 'rotated'];
  const signing = signings.find((value) => value === fields.signing);
  return { signing, duplicate: fields.duplicate === true || fields.duplicate === 'true', drop: fields.drop === true || fields.drop === 'true' };
}

export type Idempotency = Map<string, { params: string; sessionId: string }>;

export function registerStripeRoutes(app: FastifyInstance, deps: { config: StripeConfig; checkout: Checkout; webhooks: Webhooks; idempotent: Idempotency; pageBase: string; pagePath: string; nowSeconds: () => number; clock: { offsetSeconds: number } }): void {
  const { config, checkout, nowSeconds, idempotent } = deps;
  const sessionOf = (id: string): CheckoutSession | undefined => checkout.sessions.get(id);

  app.post('/v1/checkout/sessions', hidden, async (request, reply) => {
    const problem = authProblem(request, config);
    if (problem) return sendError(reply, problem);
    const params = (request.body ?? {}) as Record<string, FormValue>;
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' && key !== '' ? key : undefined;
    const seen = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
    if (seen) {
      if (seen.params !== JSON.stringify(params)) {
        return sendError(reply, { status: 400, type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.` });
      }
      const replayed = sessionOf(seen.sessionId);
      if (replayed) return reply.header('idempotent-replayed', 'true').send(publicSession(replayed));
    }
    const session = newSession(params, nowSeconds(), (id) => `${deps.pageBase}/pay/${id}`);
    if ('type' in session) return sendError(reply, session);
    checkout.add(session);
    if (idempotencyKey) idempotent.set(idempotencyKey, { params: JSON.stringify(params), sessionId: session.id });
    return publicSession(session);
  });

  app.get<Params>('/v1/checkout/sessions/:id', hidden, async (request, reply) => {
    const problem = authProblem(request, config);
    if (problem) return sendError(reply, problem);
    const session = sessionOf(request.params.id);
    if (!session) return sendError(reply, noSuchSession(request.params.id));
    // stripe-node sends `expand[0]=payment_intent`; the PaymentIntent then comes as an object.
    const expand = Object.entries(request.query as Record<string, unknown>).some(([key, value]) => key.startsWith('expand') && value === 'payment_intent');
    return expand ? { ...publicSession(session), payment_intent: expandedIntent(session) } : publicSession(session);
  });

  // The hosted page: a browser's form posts, answered with 303s as Checkout's redirects.
  app.get<Params>('/pay/:id', hidden, async (request, reply) => {
    const session = sessionOf(request.params.id);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return session ? checkoutPage(session, deps.pagePath) : reply.code(404).send(notFoundPage());
  });

  app.post<Params>('/pay/:id', hidden, async (request, reply) => {
    const session = sessionOf(request.params.id);
    if (!session) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage());
    const card = (request.body as Record<string, unknown> | undefined)?.card;
    if (session.status !== 'open' || !isTestCard(card)) return reply.redirect(`${deps.pagePath}/pay/${session.id}`, 303);
    const result = checkout.pay(session, card);
    if (result !== 'paid') return reply.redirect(`${deps.pagePath}/pay/${session.id}`, 303);
    return reply.redirect(session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id), 303);
  });

  app.post<Params>('/pay/:id/cancel', hidden, async (request, reply) => {
    const session = sessionOf(request.params.id);
    if (!session) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage());
    return reply.redirect(session.cancel_url, 303);
  });

  registerAdmin(app, deps, sessionOf);
}

function registerAdmin(app: FastifyInstance, deps: { checkout: Checkout; webhooks: Webhooks; nowSeconds: () => number; clock: { offsetSeconds: number } }, sessionOf: (id: string) => CheckoutSession | undefined): void {
  const { checkout, webhooks } = deps;
  const admin = '/__emulator';
  app.get(`${admin}/sessions`, hidden, async () => ({ sessions: [...checkout.sessions.values()].map((session) => ({ ...publicSession(session), lastError: session.lastError ?? null })) }));
  app.get(`${admin}/events`, hidden, async () => ({ events: webhooks.list().map((event) => ({ ...event, body: JSON.parse(event.body) as unknown })) }));

  const act = (path: string, run: (session: CheckoutSession, body: unknown) => unknown) => {
    app.post<Params>(`${admin}/sessions/:id/${path}`, hidden, async (request, reply) => {
      const session = sessionOf(request.params.id);
      if (!session) return reply.code(404).send({ success: false, message: 'No such session' });
      if (session.status !== 'open' && path !== 'async-payment-failed') return reply.code(409).send({ success: false, message: `The session is ${session.status}` });
      const result = run(session, request.body);
      return { success: true, result, session: publicSession(session) };
    });
  };
  // `amountTotal` / `currency` make Stripe report another amount than the session was created for (§6.9 rule 3).
  act('pay', (session, body) => {
    const fields = (body ?? {}) as { amountTotal?: unknown; currency?: unknown };
    if (typeof fields.amountTotal === 'number' && Number.isSafeInteger(fields.amountTotal)) session.amount_total = fields.amountTotal;
    if (typeof fields.currency === 'string' && /^[a-z]{3}$/.test(fields.currency)) session.currency = fields.currency;
    return checkout.pay(session, '4242424242424242', deliveryOptions(body));
  });
  act('decline', (session) => checkout.pay(session, '4000000000000002'));
  act('expire', (session, body) => checkout.expire(session, deliveryOptions(body)));
  act('async-payment-failed', (session, body) => checkout.asyncPaymentFailed(session, deliveryOptions(body)));

  // Moves the emulator's clock forward: sessions past their expires_at then expire (and their event is sent).
  app.post(`${admin}/clock`, hidden, async (request, reply) => {
    const advance = (request.body as { advanceSeconds?: unknown } | undefined)?.advanceSeconds;
    if (typeof advance !== 'number' || !Number.isSafeInteger(advance) || advance < 0) return reply.code(400).send({ success: false, message: 'advanceSeconds must be a whole number ≥ 0' });
    deps.clock.offsetSeconds += advance;
    return { success: true, now: deps.nowSeconds() };
  });

  app.post<Params>(`${admin}/events/:id/redeliver`, hidden, async (request, reply) => {
    const event = webhooks.redeliver(request.params.id, deliveryOptions(request.body).signing);
    return event ? { success: true, id: event.id } : reply.code(404).send({ success: false, message: 'No such event' });
  });
}
