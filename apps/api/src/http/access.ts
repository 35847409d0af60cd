import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import type { Auth, AuthUser, Role } from '../lib/auth.ts';
import { forbidden } from '../lib/errors.ts';

/**
 * Who may call a route, declared in its options (`config: { access }`) and enforced on request, before the body is
 * read or validated (decision 0029):
 * - `public`: anyone; the token is not read (catalogue, sign-in, payment callbacks: their secret address or signature
 *   is checked by the payment core, the tokenless PesaFlux status, /media, the demo's /dev/mail).
 * - `optional`: anyone, but a token that is sent is checked (a bad one is 401) and its user is on the request.
 * - `signed-in`: any live session, whatever the role (the shop's customer routes: staff may shop too).
 * - `cashier`, `staff` (cashier or admin), `admin`: a live session of that role; another role gets 403.
 */
export const accessLevels = ['public', 'optional', 'signed-in', 'cashier', 'staff', 'admin'] as const;
export type Access = (typeof accessLevels)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (http/access.ts). Every route must say; the app refuses to start otherwise. */
    access?: Access;
    /** The 401 message when the route needs a session and the request has none (the spec's texts differ per screen). */
    loginMessage?: string;
  }
  interface FastifyRequest {
    /** The signed-in user, put here by the access gate (null on public routes and for visitors on optional ones). */
    user: AuthUser | null;
  }
}

const rolesOf: Readonly<Record<Access, readonly Role[] | null>> = {
  public: null, optional: null, 'signed-in': null, cashier: ['cashier'], staff: ['cashier', 'admin'], admin: ['admin'],
};

/**
 * Routes registered by plugins we do not own cannot carry our `config`: these, and only these, are public by rule
 * unless they declare otherwise. Anything else without a declaration stops the app at start-up.
 */
export const publicByRule: readonly { owner: string; matches: (route: RouteOptions) => boolean }[] = [
  { owner: 'the API docs (@fastify/swagger-ui under /api/docs)', matches: (route) => route.url === '/api/docs' || route.url.startsWith('/api/docs/') },
  { owner: 'the payment sandbox (apps/sandbox under /sandbox, mounted in the demo only)', matches: (route) => route.url === '/sandbox' || route.url.startsWith('/sandbox/') },
  {
    owner: "the built web app's files (@fastify/static: a route per file, marked by its rootPath)",
    matches: (route) => typeof (route.config as { rootPath?: unknown } | undefined)?.rootPath === 'string' && !route.url.startsWith('/api/'),
  },
];

const isAccess = (value: unknown): value is Access => (accessLevels as readonly unknown[]).includes(value);

/** The route's declared access, or the rule's `public`; an undeclared route (or an unknown level) is an error. */
export function accessOf(route: RouteOptions): Access {
  const declared = route.config?.access;
  if (declared === undefined && publicByRule.some((rule) => rule.matches(route))) return 'public';
  if (isAccess(declared)) return declared;
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).join(',');
  throw new Error(
    `Route ${methods} ${route.url} ${declared === undefined ? 'declares no access' : `declares an unknown access ${JSON.stringify(declared)}`}: `
    + `add config: { access: ${accessLevels.map((level) => `'${level}'`).join(' | ')} } to its options (apps/api/src/http/access.ts, decision 0029).`,
  );
}

function appendOnRequest(route: RouteOptions, handler: onRequestAsyncHookHandler): void {
  const existing = route.onRequest;
  route.onRequest = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), handler] as never;
}

/**
 * The access gate: an onRoute hook that refuses any route without a declaration and gives every non-public route one
 * onRequest check. Routes' own onRequest hooks and the per-IP rate limits (registered before it) run first; the body
 * is parsed and validated only after it. Call before any route is registered.
 */
export function registerAccessGate(app: FastifyInstance, auth: Auth): void {
  app.decorateRequest('user', null);
  app.addHook('onRoute', (route) => {
    const access = accessOf(route);
    route.config = { ...route.config, access };
    if (access === 'public') return;
    const roles = rolesOf[access];
    const loginMessage = route.config.loginMessage;
    appendOnRequest(route, async (request: FastifyRequest) => {
      if (access === 'optional') {
        request.user = await auth.optionalUser(request);
        return;
      }
      // A missing or bad token is 401, a suspended account 403 with its name, as auth has always answered.
      const user = await auth.requireUser(request, loginMessage);
      if (roles && !roles.includes(user.role)) throw forbidden('You do not have access to this.');
      request.user = user;
    });
  });
}
