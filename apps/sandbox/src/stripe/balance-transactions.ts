import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sameSecret } from '../emulator-http.ts';
import { mapSection, type SandboxState } from '../state-file.ts';
import { boundedInt, changeOf, plantOf } from '../statement-controls.ts';
import type { Checkout } from './checkout.ts';
import type { StripeConfig } from './config.ts';
import { sendError } from './routes.ts';
import { stripeId, type CheckoutSession } from './sessions.ts';
import type { Webhooks } from './webhooks.ts';

/**
 * Stripe's balance transactions (payouts-and-messaging §4): `GET /v1/balance_transactions` with `created[gte]`,
 * `created[lt]`, `limit`, `starting_after`, newest first, `has_more`; `expand[]=data.source` shows each source charge
 * (with its `payment_intent`). A paid Checkout Session is one `charge` line, at the time its completion event was made;
 * its charge and line share the PaymentIntent's id suffix, as Stripe's do. Test controls plant a line the shop never
 * saw and alter what a paid session's line shows (statement-controls.ts); a `reference` is a PaymentIntent or session id.
 */
const hidden = { schema: { hide: true } };

type Line = { id: string; chargeId: string; paymentIntent: string; amount: number; currency: string; created: number };
type Change = { key: string; amount?: number; created?: number };

const suffixOf = (paymentIntent: string) => paymentIntent.replace(/^pi_/, '');

function view(line: Line, expandSource: boolean) {
  const source = expandSource
    ? { id: line.chargeId, object: 'charge', amount: line.amount, currency: line.currency, payment_intent: line.paymentIntent, paid: true, status: 'succeeded', created: line.created }
    : line.chargeId;
  const fee = Math.round(line.amount * 0.029);
  return {
    id: line.id, object: 'balance_transaction', amount: line.amount, available_on: line.created + 2 * 86_400, created: line.created,
    currency: line.currency, description: null, exchange_rate: null, fee, fee_details: [], net: line.amount - fee,
    reporting_category: 'charge', source, status: 'pending', type: 'charge',
  };
}

export function registerStripeBalanceTransactions(
  app: FastifyInstance, deps: { config: StripeConfig; checkout: Checkout; webhooks: Webhooks; nowSeconds: () => number; state: SandboxState },
): void {
  const planted = new Map<string, Line>();
  const changes = new Map<string, Change>();
  deps.state.section('stripe.statement', mapSection(planted, (line) => line.id));
  deps.state.section('stripe.statement-changes', mapSection(changes, (change) => change.key));

  const paidAt = (session: CheckoutSession): number => {
    const completed = deps.webhooks.list().find((event) => event.sessionId === session.id && event.type === 'checkout.session.completed');
    return completed ? (JSON.parse(completed.body) as { created: number }).created : session.created;
  };
  const lineOf = (session: CheckoutSession): Line | undefined => {
    if (session.payment_status !== 'paid' || !session.payment_intent) return undefined;
    const suffix = suffixOf(session.payment_intent);
    const change = changes.get(session.payment_intent);
    return {
      id: `txn_${suffix}`, chargeId: `ch_${suffix}`, paymentIntent: session.payment_intent, currency: session.currency,
      amount: change?.amount ?? session.amount_total, created: change?.created ?? paidAt(session),
    };
  };
  const lines = (): Line[] => [
    ...[...deps.checkout.sessions.values()].flatMap((session) => lineOf(session) ?? []),
    ...planted.values(),
  ].sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1));

  const authorised = (request: FastifyRequest): boolean => {
    const key = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    return key !== undefined && sameSecret(key, deps.config.secretKey);
  };
  const invalid = (param: string, message: string) => ({ status: 400, type: 'invalid_request_error', code: 'parameter_invalid', param, message });

  app.get('/v1/balance_transactions', hidden, async (request, reply) => {
    if (!authorised(request)) return sendError(reply, { status: 401, type: 'authentication_error', code: 'api_key_invalid', message: 'Invalid API Key provided' });
    const query = request.query as Record<string, unknown>;
    const bound = (name: string): number | undefined | null => {
      const value = query[`created[${name}]`];
      if (value === undefined) return undefined;
      return typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : null;
    };
    const [gte, lt] = [bound('gte'), bound('lt')];
    if (gte === null) return sendError(reply, invalid('created[gte]', 'Invalid integer: created[gte]'));
    if (lt === null) return sendError(reply, invalid('created[lt]', 'Invalid integer: created[lt]'));
    const limit = boundedInt(query.limit, 10, 1, 100);
    const expandSource = Object.entries(query).some(([key, value]) => key.startsWith('expand') && (value === 'data.source' || (Array.isArray(value) && value.includes('data.source'))));
    let matching = lines().filter((line) => (gte === undefined || line.created >= gte) && (lt === undefined || line.created < lt));
    if (typeof query.starting_after === 'string') {
      const index = matching.findIndex((line) => line.id === query.starting_after);
      if (index < 0) return sendError(reply, { status: 404, type: 'invalid_request_error', code: 'resource_missing', param: 'starting_after', message: `No such balance transaction: '${query.starting_after}'` });
      matching = matching.slice(index + 1);
    }
    return {
      object: 'list', url: '/v1/balance_transactions', has_more: matching.length > limit,
      data: matching.slice(0, limit).map((line) => view(line, expandSource)),
    };
  });

  app.post('/__emulator/statement', hidden, async (request, reply) => {
    const plant = plantOf(request.body, new Date(deps.nowSeconds() * 1000));
    if (typeof plant === 'string') return reply.code(400).send({ success: false, message: plant });
    const paymentIntent = plant.reference ?? stripeId('pi_test_', 24);
    const suffix = suffixOf(paymentIntent);
    const line: Line = { id: `txn_${suffix}`, chargeId: `ch_${suffix}`, paymentIntent, amount: plant.amount, currency: 'kes', created: Math.floor(plant.at.getTime() / 1000) };
    if (lines().some((known) => known.id === line.id)) return reply.code(409).send({ success: false, message: 'That line is already on the statement' });
    planted.set(line.id, line);
    return { success: true, line: view(line, true) };
  });

  app.post('/__emulator/statement/:reference', hidden, async (request, reply) => {
    const { reference } = request.params as { reference: string };
    const session = deps.checkout.sessions.get(reference)
      ?? [...deps.checkout.sessions.values()].find((candidate) => candidate.payment_intent === reference);
    const plantedLine = [...planted.values()].find((line) => line.paymentIntent === reference);
    const change = changeOf(request.body);
    if (typeof change === 'string') return reply.code(400).send({ success: false, message: change });
    const created = change.at && Math.floor(change.at.getTime() / 1000);
    if (plantedLine) {
      Object.assign(plantedLine, change.amount !== undefined ? { amount: change.amount } : {}, created !== undefined ? { created } : {});
      return { success: true, line: view(plantedLine, true) };
    }
    if (!session?.payment_intent || session.payment_status !== 'paid') return reply.code(404).send({ success: false, message: 'No paid session or line with that reference' });
    const key = session.payment_intent;
    changes.set(key, { ...changes.get(key), key, ...(change.amount !== undefined ? { amount: change.amount } : {}), ...(created !== undefined ? { created } : {}) });
    const line = lineOf(session);
    return { success: true, line: line && view(line, true) };
  });
}
