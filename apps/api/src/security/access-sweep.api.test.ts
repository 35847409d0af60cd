import { afterAll, describe, expect, it } from 'vitest';
import { startTestAppWithSandbox } from '../test/app.ts';
import { ensureCatalogBasics } from '../test/factories.ts';
import { customerEstate, estateProducts } from './customer-estate.ts';
import { appTables, changedTables, createFingerprinter } from './db-fingerprint.ts';
import { envelopeProblem, isClientError, isSuccess, send, usersByRole, visitor, type Actor } from './http-probe.ts';
import { fieldsOf, typesOf, type FieldPath } from './json-schema.ts';
import { createOwnedRows } from './owned-rows.ts';
import { asOwnRequest, asText, validRequest, withValueAt, type RequestValues } from './request-values.ts';
import { probeRoleGates } from './role-gates.ts';
import { pathParamNames, routesUnderTest, type RequestPart, type RouteUnderTest } from './routes-under-test.ts';

/**
 * The access sweep, generated from the app's own route table. Two customers (A and B) with an estate each, a
 * cashier and an admin. Every route with an id-like field in its path, query or body is called by A, a visitor and a
 * cashier with each of B's ids in that field: the answer is never a 5xx, a refusal is the envelope, none of B's
 * data appears in any answer, and none of B's rows (everything linked to B's user row by foreign keys) changes.
 * Then the role gates: every route a cashier or admin is served on but a customer is not answers a customer 403.
 */

const SEED = 9_0909;
const idLike = /^(?:_?id|ids|token)$|(?:Id|Ids|Token)$/;

const ctx = await startTestAppWithSandbox();
afterAll(async () => ctx.close());
await ensureCatalogBasics(ctx.database.db);
const products = await estateProducts(ctx);
const estateA = await customerEstate(ctx, products, 'Amani');
const estateB = await customerEstate(ctx, products, 'Baraka');
const staff = await usersByRole(ctx);
const ownedRows = await createOwnedRows(ctx.database.db);
const routes = routesUnderTest(ctx.app);
const gates = await probeRoleGates(ctx, routes, staff.actor, SEED);
const staffRoutes = new Set(gates.filter((gate) => gate.staffOnly).map((gate) => gate.route.name));

type IdField = { part: RequestPart; path: FieldPath; isArray: boolean };

/** The id-like fields of a route: path parameters and any property named like an id, a list of ids or a token. */
function idFields(route: RouteUnderTest): IdField[] {
  const fields: IdField[] = [];
  for (const part of ['params', 'querystring', 'body'] as const) {
    const schema = route.schemas[part];
    const candidates = schema ? fieldsOf(schema) : part === 'params' ? pathParamNames(route.url).map((name) => ({ path: [name], schema: {} })) : [];
    for (const field of candidates) {
      const name = field.path.at(-1);
      if (typeof name === 'string' && idLike.test(name)) fields.push({ part, path: field.path, isArray: typesOf(field.schema).includes('array') });
    }
  }
  return fields;
}

function withId(values: RequestValues, field: IdField, id: string): RequestValues {
  const value = field.isArray ? [id] : id;
  if (field.part === 'body') return { ...values, body: withValueAt(values.body, field.path, value) };
  if (field.part === 'params') return { ...values, params: asText(withValueAt(values.params, field.path, value)) as RequestValues['params'] };
  return { ...values, query: asText(withValueAt(values.query, field.path, value)) };
}

const sweptRoutes = routes.filter((route) => idFields(route).length > 0);
const tally = { requests: 0, refused: 0, served: 0, statuses: new Map<number, number>(), pastValidation: new Set<string>(), servedRoutes: new Set<string>() };

describe("the access sweep: another customer's ids", () => {
  it.each(sweptRoutes.map((route) => ({ route, name: route.name })))('$name', async ({ route }) => {
    const problems: string[] = [];
    const callers: Actor[] = [await customerActor(), visitor, ...(staffRoutes.has(route.name) ? [] : [await staff.actor('cashier')])];
    // B's rows as they stand; each request's "after" is the next one's "before" (one fingerprint per request, not two).
    let before = await ownedRows.take(estateB.customer.user.id);
    for (const caller of callers) {
      const own = asOwnRequest(validRequest(route, SEED), caller.userId);
      for (const field of idFields(route)) {
        for (const [kind, id] of Object.entries(estateB.ids)) {
          const response = await send(ctx.app, route, caller, { values: withId(own, field, id) });
          const label = `${caller.name} with B's ${kind} in ${field.part}.${field.path.join('.')}`;
          tally.requests += 1;
          tally.statuses.set(response.statusCode, (tally.statuses.get(response.statusCode) ?? 0) + 1);
          if (caller.userId && response.statusCode !== 400) tally.pastValidation.add(route.name);
          if (isSuccess(response.statusCode)) {
            tally.served += 1;
            tally.servedRoutes.add(`${route.name} (${caller.name}, ${field.path.join('.')})`);
          }
          else if (isClientError(response.statusCode)) {
            tally.refused += 1;
            const envelope = envelopeProblem(response);
            if (envelope) problems.push(`${label}: ${response.statusCode} without the envelope (${envelope})`);
          } else problems.push(`${label}: answered ${response.statusCode} ${response.body.slice(0, 160)}`);
          const leaked = estateB.markers.filter((marker) => marker !== id && response.body.includes(marker));
          if (leaked.length) problems.push(`${label}: the answer (${response.statusCode}) shows B's ${leaked.join(', ')}`);
          const after = await ownedRows.take(estateB.customer.user.id);
          const changed = changedTables(before, after);
          if (changed.length) problems.push(`${label}: B's rows changed in ${changed.join(', ')}`);
          before = after;
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("kept A's own calls working (the sweep's requests reach the ownership checks)", async () => {
    console.log(`access sweep: ${sweptRoutes.length} routes with id fields of ${routes.length}; ${tally.requests} requests with B's ids: `
      + `${tally.refused} refused, ${tally.served} served without B's data; statuses ${JSON.stringify(Object.fromEntries(tally.statuses))}`);
    console.log(`access sweep: answered 2xx (with no data of B's in it) on ${[...tally.servedRoutes].join('; ')}`);
    const stoppedAtValidation = sweptRoutes.filter((route) => !tally.pastValidation.has(route.name)).map((route) => route.name);
    // A route listed here never got past its contract with B's ids in it, so its ownership check went unexercised.
    console.log(`access sweep: routes where every signed-in call stopped at validation: ${stoppedAtValidation.join(', ') || 'none'}`);
    const own = await ctx.app.inject({ method: 'GET', url: `/api/order/mpesa/status/${estateA.ids.attemptId}`, headers: estateA.customer.headers });
    expect(own.statusCode).toBe(200);
  });
});

/** A fresh session of customer A (a sweep case may log out). */
async function customerActor(): Promise<Actor> {
  const { token } = await ctx.app.auth.startSession(estateA.customer.user.id);
  return { name: 'customer A', headers: { authorization: `Bearer ${token}` }, userId: estateA.customer.user.id };
}

describe('the role sweep: staff routes refuse customers', () => {
  const staffGates = gates.filter((gate) => gate.staffOnly);

  it('found the staff routes by calling every route as each role', () => {
    console.log(`role sweep: ${gates.length} routes probed as visitor, customer, cashier and admin; ${staffGates.length} are for staff: `
      + staffGates.map((gate) => `${gate.route.name} (${gate.why})`).join('; '));
    expect(staffGates.length).toBeGreaterThan(0);
  });

  it('found exactly the routes that declare a staff role (config.access cashier, staff or admin)', () => {
    const staffAccess: readonly unknown[] = ['cashier', 'staff', 'admin'];
    const declaredStaff = ctx.app.routeTable.filter((route) => staffAccess.includes(route.config?.access))
      .flatMap((route) => (Array.isArray(route.method) ? route.method : [route.method]).map((method) => `${method.toUpperCase()} ${route.url}`));
    const probed = new Set(routes.map((route) => route.name));
    expect(staffGates.map((gate) => gate.route.name).sort()).toEqual([...new Set(declaredStaff)].filter((name) => probed.has(name)).sort());
  });

  it.each(staffGates.map((gate) => ({ gate, name: gate.route.name })))('$name answers a customer 403 and a visitor 401, writing nothing', async ({ gate }) => {
    const watch = createFingerprinter(ctx.database.db, await appTables(ctx.database.db));
    const values = validRequest(gate.route, SEED);
    for (const [caller, expected] of [[await customerActor(), 403], [visitor, 401]] as const) {
      const before = await watch.take();
      const response = await send(ctx.app, gate.route, caller, { values: asOwnRequest(values, caller.userId) });
      expect({ caller: caller.name, status: response.statusCode, envelope: envelopeProblem(response) }).toEqual({ caller: caller.name, status: expected, envelope: null });
      expect(changedTables(before, await watch.take())).toEqual([]);
    }
  });
});
