import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { accessLevels, publicByRule, type Access } from '../http/access.ts';
import { createLocalStorage } from '../lib/storage/local.ts';
import { startTestAppWithSandbox, TEST_JWT_SECRET } from '../test/app.ts';
import { freshDatabase } from '../test/database.ts';
import { envelopeProblem, nextRemoteAddress, usersByRole } from './http-probe.ts';
import { fillPath, pathParamNames } from './routes-under-test.ts';

/**
 * The access gate, from the app's own route table (decision 0029): every route declares who may call it, and every
 * route that needs a session refuses a request without one (401) or of the wrong role (403) before its body is parsed
 * or validated: a malformed or wrong-typed request learns nothing about the route's contract.
 */

const ctx = await startTestAppWithSandbox();
afterAll(async () => ctx.close());
const people = await usersByRole(ctx);
// A session that was ended (logged out): its token is still well signed.
const ended = await ctx.app.auth.startSession(people.users.customer.id);
await ctx.app.auth.endSession(ended.sessionId);

type Declared = { method: string; url: string; name: string; access: Access; loginMessage: string | undefined; route: RouteOptions };

/** Each method and path once (HEAD is its GET's twin, with the same declaration and gate). */
const declared: Declared[] = [];
const seen = new Set<string>();
for (const route of ctx.app.routeTable) {
  for (const method of (Array.isArray(route.method) ? route.method : [route.method]).map((name) => name.toUpperCase())) {
    const name = `${method} ${route.url}`;
    if (method === 'HEAD' || seen.has(name)) continue;
    seen.add(name);
    declared.push({ method, url: route.url, name, access: route.config?.access as Access, loginMessage: route.config?.loginMessage, route });
  }
}
const gated = declared.filter((route) => route.access !== 'public' && route.access !== 'optional');
const roles: Partial<Record<Access, readonly string[]>> = { cashier: ['cashier'], staff: ['cashier', 'admin'], admin: ['admin'] };

/**
 * The API routes open to anyone. A new public route is a decision: add it here (and say why in its route file); a
 * route that forgot its declaration never gets this far (the app does not start).
 */
const expectedPublicApi = [
  'GET /api/product/list', 'GET /api/product/facets', 'GET /api/product/:id',
  // What customers said of a product (first name and initial only: decision 0033).
  'GET /api/product/:id/feedback',
  // Search suggestions (names, categories and labels that are public anyway).
  'GET /api/product/suggest',
  // A county's delivery options: the shop's own prices and pickup points, shown before login (decision 0044).
  'GET /api/delivery/options',
  'GET /api/user/check-phone', 'POST /api/user/register', 'POST /api/user/verify-otp', 'POST /api/user/request-new-otp', 'POST /api/user/login',
  'POST /api/user/forgot-password', 'POST /api/user/resetpassword/:resetToken',
  // Authenticated by their secret address or the provider's signature, checked by the payment core.
  'POST /api/payments/callbacks/:token', 'POST /api/payments/callbacks/provider/:provider',
  // Daraja's C2B calls (paybill payments): unsigned, at an address carrying the shop's derived secret (decision 0038).
  'POST /api/payments/c2b/:token/confirmation', 'POST /api/payments/c2b/:token/validation',
  // Daraja's result and time-out addresses for the shop's refund payouts (trusted only for a request the shop made).
  'POST /api/refunds/daraja/result', 'POST /api/refunds/daraja/timeout',
  // The spec's tokenless PesaFlux status: the id is unguessable, the answer minimal.
  'GET /api/order/pesaflux/status/:id', 'GET /api/order/deposit/pesaflux/status/:requestId',
  // Africa's Talking's unsigned delivery reports: counted only for a messageId the shop was given (decision 0042).
  'POST /api/notifications/sms/delivery-reports',
  // The shop's WhatsApp number, printed on the support page anyway (decision 0045).
  'GET /api/shop/contact',
];

/** A path with a value for each parameter that no contract takes (the gate must answer before anything reads it). */
const garbledPath = (url: string) => fillPath(url, Object.fromEntries(pathParamNames(url).map((name) => [name, name === '*' ? 'x/../y' : '!!']))) + '?limit=lots&userId[]=1';

function request(route: Declared, headers: Record<string, string>, payload?: string) {
  const withBody = route.method !== 'GET' && route.method !== 'DELETE' && payload !== undefined;
  return ctx.app.inject({
    method: route.method as 'GET', url: garbledPath(route.url), remoteAddress: nextRemoteAddress(),
    headers: { ...headers, ...(withBody ? { 'content-type': 'application/json' } : {}) }, ...(withBody ? { payload } : {}),
  });
}

/** The malformed and wrong-typed bodies every gated route is sent (a GET gets none: its query and path are garbled). */
const badBodies = [
  { label: 'malformed JSON', payload: '{"x":' },
  { label: 'a wrong-typed body', payload: '[1, "two", null]' },
];

describe('every route declares its access', () => {
  it('has a known access level on every route of the route table', () => {
    const undeclared = declared.filter((route) => !(accessLevels as readonly string[]).includes(route.access)).map((route) => route.name);
    const counts = Object.fromEntries(accessLevels.map((level) => [level, declared.filter((route) => route.access === level).length]));
    console.log(`access: ${declared.length} routes declared ${JSON.stringify(counts)}; public by rule: ${publicByRule.map((rule) => rule.owner).join('; ')}`);
    expect(undeclared).toEqual([]);
  });

  it('is public only where that was decided', () => {
    const publicApi = declared.filter((route) => route.access === 'public' && route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'));
    expect(publicApi.map((route) => route.name).sort()).toEqual([...expectedPublicApi].sort());
  });

  it('keeps the back office for staff', () => {
    const open = declared.filter((route) => /^\/api\/(admin|cashier)\//.test(route.url) && !roles[route.access]).map((route) => `${route.name} (${route.access})`);
    expect(open).toEqual([]);
  });
});

describe('the gate answers before the body is read or validated', () => {
  it.each(gated.map((route) => ({ route, name: `${route.name} (${route.access})` })))('$name', async ({ route }) => {
    const problems: string[] = [];
    const expectedMessage = route.loginMessage ?? 'Please log in to continue.';
    const check = (label: string, response: Awaited<ReturnType<typeof request>>, status: number, message?: string) => {
      const body = response.json() as { message?: string };
      if (response.statusCode !== status || envelopeProblem(response) || (message && body.message !== message)) {
        problems.push(`${label}: ${response.statusCode} ${response.body.slice(0, 160)} (expected ${status}${message ? ` '${message}'` : ''})`);
      }
    };
    const bodies = route.method === 'GET' || route.method === 'DELETE' ? [{ label: 'no body', payload: undefined }] : badBodies;
    for (const { label, payload } of bodies) {
      check(`visitor, ${label}`, await request(route, {}, payload), 401, expectedMessage);
      check(`ended session, ${label}`, await request(route, { authorization: `Bearer ${ended.token}` }, payload), 401, 'Session expired – please log in again.');
      const allowed = roles[route.access];
      if (allowed) {
        for (const role of (['customer', 'cashier', 'admin'] as const).filter((name) => !allowed.includes(name))) {
          check(`${role}, ${label}`, await request(route, (await people.actor(role)).headers, payload), 403, 'You do not have access to this.');
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('checks a token sent to a route open to visitors too (optional)', async () => {
    const optional = declared.filter((route) => route.access === 'optional');
    expect(optional.length).toBeGreaterThan(0);
    for (const route of optional) {
      const response = await request(route, { authorization: 'Bearer not-a-token' }, '{"x":');
      expect({ route: route.name, status: response.statusCode }).toEqual({ route: route.name, status: 401 });
    }
  });
});

describe('an undeclared route stops the app', () => {
  /** The real app with one more plugin registered before it starts, as a module added tomorrow would be. */
  async function startWith(plugin: FastifyPluginAsync): Promise<unknown> {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mitumba-gate-'));
    const database = await freshDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PAYMENTS_RECONCILE: 'false' });
    const app = await buildApp({ config, database, storage: createLocalStorage(path.join(dataDir, 'uploads')), jwtSecret: TEST_JWT_SECRET });
    try {
      await app.register(plugin);
      await app.ready();
      return null;
    } catch (error) {
      return error;
    } finally {
      await app.close().catch(() => undefined);
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }

  it('refuses to start, naming the method and path and what to add', async () => {
    const error = await startWith(async (app) => {
      app.post('/api/admin/tomorrow/:itemId/retry', async () => ({ success: true }));
    });
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      "Route POST /api/admin/tomorrow/:itemId/retry declares no access: add config: { access: 'public' | 'optional' | 'signed-in' | 'cashier' | 'staff' | 'admin' } "
      + 'to its options (apps/api/src/http/access.ts, decision 0029).',
    );
  });

  it('refuses an access level it does not know', async () => {
    const error = await startWith(async (app) => {
      app.get('/api/admin/tomorrow', { config: { access: 'everyone' as Access } }, async () => ({ success: true }));
    });
    expect((error as Error | null)?.message).toMatch(/^Route GET \/api\/admin\/tomorrow declares an unknown access "everyone"/);
  });

  it('starts with the same route declared', async () => {
    expect(await startWith(async (app) => {
      app.get('/api/admin/tomorrow', { config: { access: 'admin' } }, async () => ({ success: true }));
    })).toBeNull();
  });
});
