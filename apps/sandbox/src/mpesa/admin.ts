import type { FastifyInstance } from 'fastify';
import { tunableKeys, type MpesaConfig, type Tunable } from './config.ts';
import type { Engine } from './engine.ts';
import { resultDescriptions } from './outcomes.ts';

/**
 * Inspection and control for tests and the shop's e2e, under `/sandbox/mpesa/__emulator/` (never part of Daraja):
 * list prompts and callback attempts, force or queue an outcome, re-send a callback, move the clock, tune the delays,
 * reset. Answers JSON; errors are `{ error }`.
 */
const hidden = { schema: { hide: true } };

type Outcome = { resultCode: number; resultDesc: string };

function outcomeFrom(body: unknown): Outcome | string {
  const { resultCode, resultDesc } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const code = typeof resultCode === 'string' && /^\d+$/.test(resultCode) ? Number(resultCode) : resultCode;
  if (typeof code !== 'number' || !Number.isSafeInteger(code) || code < 0) return 'resultCode must be a whole number such as 0, 1032 or 1037';
  if (resultDesc !== undefined && (typeof resultDesc !== 'string' || resultDesc === '')) return 'resultDesc must be a non-empty string';
  const desc = resultDesc ?? resultDescriptions[code];
  if (desc === undefined) return `resultCode ${code} has no standard description; send resultDesc too`;
  return { resultCode: code, resultDesc: desc };
}

function tunablesOf(config: MpesaConfig): Pick<MpesaConfig, Tunable> {
  return Object.fromEntries(tunableKeys.map((key) => [key, config[key]])) as Pick<MpesaConfig, Tunable>;
}

export function registerAdmin(app: FastifyInstance, engine: Engine): void {
  const { store, config, clock } = engine;
  const base = '/__emulator';

  app.get(`${base}/requests`, hidden, async (request) => {
    const { phone, status } = request.query as { phone?: string; status?: string };
    const requests = [...store.requests.values()]
      .filter((stk) => (!phone || stk.phoneNumber === phone) && (!status || stk.status === status));
    return { requests };
  });

  app.get(`${base}/requests/:id`, hidden, async (request, reply) => {
    const { id } = request.params as { id: string };
    const stk = store.requests.get(id);
    if (!stk) return reply.code(404).send({ error: `No request ${id}` });
    return { request: stk, callbacks: store.attempts.filter((attempt) => attempt.checkoutRequestId === id) };
  });

  app.get(`${base}/callbacks`, hidden, async (request) => {
    const { checkoutRequestId } = request.query as { checkoutRequestId?: string };
    return { callbacks: store.attempts.filter((attempt) => !checkoutRequestId || attempt.checkoutRequestId === checkoutRequestId) };
  });

  app.post(`${base}/requests/:id/outcome`, hidden, async (request, reply) => {
    const { id } = request.params as { id: string };
    const stk = store.requests.get(id);
    if (!stk) return reply.code(404).send({ error: `No request ${id}` });
    const outcome = outcomeFrom(request.body);
    if (typeof outcome === 'string') return reply.code(400).send({ error: outcome });
    const settled = engine.resolve(id, outcome.resultCode, 'admin', outcome.resultDesc);
    if (!settled) return reply.code(409).send({ error: `${id} is already over (ResultCode ${stk.resultCode})`, request: stk });
    return { request: settled };
  });

  app.post(`${base}/requests/:id/callback`, hidden, async (request, reply) => {
    const { id } = request.params as { id: string };
    const stk = store.requests.get(id);
    if (!stk) return reply.code(404).send({ error: `No request ${id}` });
    if (stk.status === 'pending') return reply.code(409).send({ error: `${id} is still pending; there is no result to send` });
    const attempt = await engine.redeliver(id);
    return { callback: attempt ?? null };
  });

  app.post(`${base}/next-outcome`, hidden, async (request, reply) => {
    const { phone } = (request.body ?? {}) as { phone?: unknown };
    if (typeof phone !== 'string' || !/^254[71]\d{8}$/.test(phone)) return reply.code(400).send({ error: 'phone must look like 2547XXXXXXXX' });
    const outcome = outcomeFrom(request.body);
    if (typeof outcome === 'string') return reply.code(400).send({ error: outcome });
    store.nextOutcomes.set(phone, outcome);
    return { phone, ...outcome };
  });

  app.get(`${base}/clock`, hidden, async () => ({ now: clock.now().toISOString(), offsetMs: clock.offsetMs() }));

  app.post(`${base}/clock`, hidden, async (request, reply) => {
    const { advanceMs } = (request.body ?? {}) as { advanceMs?: unknown };
    if (typeof advanceMs !== 'number' || !Number.isSafeInteger(advanceMs) || advanceMs < 0) {
      return reply.code(400).send({ error: 'advanceMs must be a whole number of milliseconds ≥ 0' });
    }
    clock.advance(advanceMs);
    return { now: clock.now().toISOString(), offsetMs: clock.offsetMs() };
  });

  app.get(`${base}/config`, hidden, async () => tunablesOf(config));

  app.patch(`${base}/config`, hidden, async (request, reply) => {
    const changes = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(changes)) {
      if (!(tunableKeys as readonly string[]).includes(key)) return reply.code(400).send({ error: `${key} cannot be changed (try ${tunableKeys.join(', ')})` });
      const good = key === 'autoApprove' ? typeof value === 'boolean' : typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
      if (!good) return reply.code(400).send({ error: `${key} must be ${key === 'autoApprove' ? 'true or false' : 'a whole number ≥ 0'}` });
    }
    Object.assign(config, changes);
    return tunablesOf(config);
  });

  app.post(`${base}/reset`, hidden, async () => {
    engine.reset();
    return { ok: true };
  });
}
