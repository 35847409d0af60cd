import type { TestContext } from '../test/app.ts';
import { isSuccess, send, visitor, type Actor, type Role } from './http-probe.ts';
import { asOwnRequest, validRequest } from './request-values.ts';
import type { RouteUnderTest } from './routes-under-test.ts';

/** Back-office paths by convention (DESIGN §4): whatever they answer a cashier, a customer must get 403 there. */
const staffPrefixes = ['/api/admin/', '/api/cashier/'];

export type RoleAnswers = Record<'visitor' | Role, number>;
export type GateProbe = { route: RouteUnderTest; answers: RoleAnswers; staffOnly: boolean; why: string };

const passesGate = (status: number) => status !== 401 && status !== 403;

/**
 * Calls each route once per role with the same contract-valid request and derives, from the answers, which routes
 * are for staff: a cashier or admin is served (2xx) where a customer is not, or gets past the role gate (any answer
 * but 401/403) where the customer is refused with 403, or the path is a back-office path.
 */
export async function probeRoleGates(
  ctx: TestContext, routes: readonly RouteUnderTest[], actor: (role: Role) => Promise<Actor>, seed: number,
): Promise<GateProbe[]> {
  const probes: GateProbe[] = [];
  for (const route of routes) {
    const values = validRequest(route, seed);
    const answers = { visitor: 0, customer: 0, cashier: 0, admin: 0 } as RoleAnswers;
    answers.visitor = (await send(ctx.app, route, visitor, { values })).statusCode;
    for (const role of ['customer', 'cashier', 'admin'] as const) {
      const caller = await actor(role);
      answers[role] = (await send(ctx.app, route, caller, { values: asOwnRequest(values, caller.userId) })).statusCode;
    }
    const staffAnswers = [answers.cashier, answers.admin];
    const why = staffPrefixes.some((prefix) => route.url.startsWith(prefix)) ? 'back-office path'
      : staffAnswers.some(isSuccess) && !isSuccess(answers.customer) ? 'staff served, customer not'
        : answers.customer === 403 && staffAnswers.some(passesGate) ? 'staff past the role gate, customer refused'
          : '';
    probes.push({ route, answers, staffOnly: why !== '', why });
  }
  return probes;
}
