import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { startTestAppWithSandbox } from '../test/app.ts';
import { ensureCatalogBasics, insertProduct } from '../test/factories.ts';
import { appTables, changedTables, createFingerprinter, recordsRefusedTries, type Fingerprint } from './db-fingerprint.ts';
import { fuzzCases, type FuzzCase } from './fuzz-cases.ts';
import { envelopeProblem, isClientError, isSuccess, send, usersByRole, visitor, type Actor } from './http-probe.ts';
import { asOwnRequest } from './request-values.ts';
import { probeRoleGates } from './role-gates.ts';
import { routesUnderTest, type RouteUnderTest } from './routes-under-test.ts';
import { pointsBalanceOf } from '../modules/loyalty/points-ledger.ts';

/**
 * Every route the app registers, fuzzed from its own zod contract (a route added tomorrow is fuzzed without anyone
 * adding it here): malformed, oversized, wrong-typed, missing and extra fields, hostile strings, bodies that are not
 * JSON or not the right type, too big, too deep, or poisoned with __proto__. Each case runs as a visitor and as a
 * signed-in customer (and as cashier and admin on staff routes). Whatever comes in: never a 5xx, a 4xx is the
 * `{ success: false, message }` envelope, and a refused request writes nothing (every table's rows are hashed before
 * and after, except the tables whose job is to record refused tries: see `recordsRefusedTries`).
 */

const SEED = 20_261_122;
/** About 25 keeps the file near a minute on PGlite; FUZZ_CASES_PER_ROUTE=500 runs every mutation (a deeper local sweep). */
const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES_PER_ROUTE ?? 25);

// With the providers' emulators mounted, as in the demo: a route that asks a provider (the M-Pesa statement pull) gets its answer.
const ctx = await startTestAppWithSandbox();
afterAll(async () => ctx.close());
await ensureCatalogBasics(ctx.database.db);
await insertProduct(ctx.database.db, { name: 'Fuzz target bale', stock: { M: 3 } });
const people = await usersByRole(ctx);
const routes = routesUnderTest(ctx.app);
const gates = await probeRoleGates(ctx, routes, people.actor, SEED);
const staffRoutes = new Set(gates.filter((gate) => gate.staffOnly).map((gate) => gate.route.name));
const fingerprints = createFingerprinter(ctx.database.db, await appTables(ctx.database.db));
console.log(`fuzz: ${routes.length} routes (${staffRoutes.size} for staff), ${CASES_PER_ROUTE} cases each per caller; `
  + `tables watched: ${fingerprints.watched.length}, allowed to record refused tries: ${Object.keys(recordsRefusedTries).join(', ')}`);

/**
 * The database as the last refused case left it: the next case's "before" without another read (most cases are
 * refused, so this halves the fingerprints). Forgotten after an accepted case, which may write.
 */
let lastSeen: Fingerprint | undefined;

/** Everything wrong with how the app answered one case (empty: all good). */
async function problemsOf(route: RouteUnderTest, actor: Actor, fuzzCase: FuzzCase): Promise<string[]> {
  const before = lastSeen ?? (await fingerprints.take());
  lastSeen = undefined;
  const request = { ...fuzzCase, values: fuzzCase.label === 'a valid request' ? asOwnRequest(fuzzCase.values, actor.userId) : fuzzCase.values };
  const response = await send(ctx.app, route, actor, request);
  const status = response.statusCode;
  const problems: string[] = [];
  if (isClientError(status)) {
    const envelope = envelopeProblem(response);
    if (envelope) problems.push(`${status} without the envelope (${envelope})`);
    const after = await fingerprints.take();
    const changed = changedTables(before, after);
    if (changed.length) problems.push(`refused with ${status} but wrote to ${changed.join(', ')}`);
    lastSeen = after;
  } else if (isSuccess(status)) {
    if (fuzzCase.mustReject) problems.push(`accepted input its contract refuses (${status})`);
  } else {
    problems.push(`answered ${status}: ${response.body.slice(0, 200)}`);
  }
  if ((Object.prototype as Record<string, unknown>).polluted !== undefined) {
    delete (Object.prototype as Record<string, unknown>).polluted;
    problems.push('polluted Object.prototype');
  }
  return problems.map((problem) => `${actor.name} · ${fuzzCase.label}: ${problem}`);
}

describe('fuzzing every route from its contract', () => {
  it.each(routes.map((route, index) => ({ route, index, name: route.name })))('$name', async ({ route, index }) => {
    const callers = staffRoutes.has(route.name) ? ['customer', 'cashier', 'admin'] as const : ['customer'] as const;
    const problems: string[] = [];
    const actors = [visitor, ...(await Promise.all(callers.map((role) => people.actor(role))))];
    lastSeen = undefined; // the callers' sessions were just written
    for (const [position, actor] of actors.entries()) {
      // Each caller gets its own seeded draw, so the callers together cover more of the mutations.
      for (const fuzzCase of fuzzCases(route, SEED + index * 101 + position, CASES_PER_ROUTE)) problems.push(...(await problemsOf(route, actor, fuzzCase)));
    }
    expect(problems).toEqual([]);
  });

  it('let no extra field assign a role, points or a status (mass assignment)', async () => {
    for (const role of ['customer', 'cashier', 'admin'] as const) {
      const [row] = await ctx.database.db.select({ role: users.role, points: pointsBalanceOf(users.id), status: users.status }).from(users).where(eq(users.id, people.users[role].id));
      expect(row).toEqual({ role, points: 0, status: 'active' });
    }
  });
});
