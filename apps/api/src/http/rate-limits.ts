import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { minutesLeft } from '../lib/throttle.ts';
import { rateLimitStore, type RateLimitCounter } from './rate-limit-store.ts';

/**
 * Whose requests one limit counts: the client's IP (checked before the body is read), the e-mail the body names
 * (login, sign-up codes, reset mails: an attack on one account from many addresses), or the signed-in user.
 */
type Scope = 'ip' | 'email' | 'user';
type Limit = { per: Scope; max: number; windowMs: number };
type RoutePolicy = { name: string; limits: Limit[]; only?: (request: FastifyRequest) => boolean };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const per = (scope: Scope, max: number, windowMs: number): Limit => ({ per: scope, max, windowMs });

/**
 * Every rate limit of the API, by method and route. Per-IP limits are generous because Kenyan mobile networks put many
 * shoppers behind one carrier-grade NAT address; per-account limits are the tight ones. The login, sign-up code and
 * cashier-code throttles (lib/throttle.ts) still lock after a few *wrong* tries; these limits bound all tries.
 */
export const rateLimitPolicies: Readonly<Record<string, RoutePolicy>> = {
  'POST /api/user/register': { name: 'register', limits: [per('ip', 20, HOUR), per('email', 5, HOUR)] },
  'POST /api/user/verify-otp': { name: 'verify-otp', limits: [per('ip', 60, 15 * MINUTE), per('email', 15, 15 * MINUTE)] },
  'POST /api/user/request-new-otp': { name: 'request-new-otp', limits: [per('ip', 30, HOUR), per('email', 10, HOUR)] },
  'POST /api/user/login': { name: 'login', limits: [per('ip', 120, 15 * MINUTE), per('email', 30, 15 * MINUTE)] },
  'POST /api/user/forgot-password': { name: 'forgot-password', limits: [per('ip', 30, HOUR), per('email', 10, HOUR)] },
  'POST /api/user/resetpassword/:resetToken': { name: 'reset-password', limits: [per('ip', 30, 15 * MINUTE)] },
  'GET /api/user/check-phone': { name: 'check-phone', limits: [per('ip', 60, 15 * MINUTE)] },
  'POST /api/coupon/validate': { name: 'coupon-validate', limits: [per('ip', 120, 15 * MINUTE), per('user', 30, 15 * MINUTE)] },
  'POST /api/security-codes/validate': { name: 'security-code-validate', limits: [per('ip', 120, 15 * MINUTE), per('user', 20, 15 * MINUTE)] },
  'POST /api/payments/callbacks/:token': { name: 'payment-callback', limits: [per('ip', 600, MINUTE)] },
  // A provider's one webhook address is public (TinyPesa's unsigned): bounded per sender (issue 25); stored bodies
  // are deduplicated per payment by the inbox.
  'POST /api/payments/callbacks/provider/:provider': { name: 'provider-callback', limits: [per('ip', 600, MINUTE)] },
  'PUT /api/user/update-profile': {
    name: 'picture-upload', limits: [per('ip', 60, HOUR), per('user', 20, HOUR)], only: (request) => request.isMultipart(),
  },
  'POST /api/user/change-email': { name: 'change-email', limits: [per('ip', 30, HOUR), per('user', 10, HOUR)] },
  'POST /api/user/change-email/confirm': { name: 'change-email-confirm', limits: [per('ip', 60, 15 * MINUTE), per('user', 15, 15 * MINUTE)] },
  'POST /api/user/change-password': { name: 'change-password', limits: [per('ip', 30, HOUR), per('user', 10, HOUR)] },
  'POST /api/order/request-cancellation': { name: 'request-cancellation', limits: [per('ip', 120, HOUR), per('user', 20, HOUR)] },
  'POST /api/feedback': { name: 'feedback', limits: [per('ip', 120, HOUR), per('user', 20, HOUR)] },
  // Order history reads a page and an aggregate: polled every 30 s by the screen, so bounded per account, not per IP.
  'POST /api/order/userorders': { name: 'order-history', limits: [per('user', 300, 15 * MINUTE)] },
  'POST /api/order/user/list': { name: 'order-list', limits: [per('user', 300, 15 * MINUTE)] },
  // Aggregates over every order: cheap per call, but not something to run in a loop.
  'POST /api/product/trending': { name: 'trending', limits: [per('ip', 300, 15 * MINUTE), per('user', 60, 15 * MINUTE)] },
  'GET /api/order/ranking': { name: 'ranking', limits: [per('ip', 300, 15 * MINUTE), per('user', 60, 15 * MINUTE)] },
  // A person types: a few messages a minute at most; a loop filling the shop's inbox is stopped.
  'POST /api/messages': { name: 'chat-send', limits: [per('ip', 240, 15 * MINUTE), per('user', 60, 15 * MINUTE)] },
  // Points into a coupon: a person presses once; retries are cheap to refuse.
  'POST /api/coupon/redeem': { name: 'redeem', limits: [per('ip', 60, 15 * MINUTE), per('user', 10, 15 * MINUTE)] },
  // Asked as a shopper types (debounced): each new prefix may cost a trigram query, so bounded per IP, generously
  // (many shoppers share a carrier's address). Repeated prefixes are served from the catalogue cache.
  'GET /api/product/suggest': { name: 'suggest', limits: [per('ip', 900, 15 * MINUTE)] },
  'POST /api/search/add': { name: 'search-add', limits: [per('user', 300, 15 * MINUTE)] },
  'GET /api/user/export': { name: 'data-export', limits: [per('ip', 30, HOUR), per('user', 10, HOUR)] },
};

/** The policy of a route (HEAD shares its GET's). */
export function policyFor(method: string, url: string): RoutePolicy | undefined {
  return rateLimitPolicies[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}

function emailOf(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
}

/** The counter key of one request under one limit; '' when the limit does not apply (no e-mail, no session). */
function keyMaker(policy: RoutePolicy, scope: Scope): (request: FastifyRequest) => Promise<string> {
  const prefix = `${policy.name}:${scope}:`;
  if (scope === 'ip') return async (request) => prefix + normalizeIP(request.ip);
  if (scope === 'email') return async (request) => (emailOf(request) ? prefix + emailOf(request) : '');
  // The access gate (http/access.ts) put the session's user on the request before this runs (a preHandler).
  return async (request) => (request.user ? prefix + request.user.id : '');
}

function appendHook(route: RouteOptions, hook: 'onRequest' | 'preHandler', handler: onRequestAsyncHookHandler): void {
  const existing = route[hook];
  route[hook] = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), handler] as never;
}

/**
 * Registers @fastify/rate-limit over the PostgreSQL counter and applies `rateLimitPolicies` to each route as it is
 * registered (an onRoute hook), so route files stay as they are and every limit is read in one place. Call it before
 * any route is registered. Per-IP limits run on request (before the body is read); e-mail and user limits run
 * before the handler, once the body is parsed and validated. A limited request answers 429 with `Retry-After`.
 */
export async function registerRateLimits(app: FastifyInstance, deps: { counter: RateLimitCounter }): Promise<void> {
  await app.register(rateLimit, { global: false, store: rateLimitStore(deps.counter) });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const policy = methods.map((method) => policyFor(method, route.url)).find(Boolean);
    if (!policy) return;
    for (const limit of policy.limits) {
      const keyOf = keyMaker(policy, limit.per);
      const check = app.createRateLimit({
        max: limit.max, timeWindow: limit.windowMs, keyGenerator: keyOf, allowList: (_request, key) => key === '',
      });
      appendHook(route, limit.per === 'ip' ? 'onRequest' : 'preHandler', async (request, reply) => {
        if (policy.only && !policy.only(request)) return;
        const result = await check(request);
        if (result.isAllowed || !result.isExceeded) return;
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError('THROTTLED', `Too many requests. Please try again in ${minutesLeft(result.ttl)}.`);
      });
    }
  });
}
