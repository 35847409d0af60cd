import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../test/app.ts';
import { insertUser } from '../test/factories.ts';
import { forgedAuthorizations } from './forged-tokens.ts';
import { envelopeProblem, send, visitor } from './http-probe.ts';
import { asOwnRequest, validRequest, type RequestValues } from './request-values.ts';
import { routesUnderTest, type RouteUnderTest } from './routes-under-test.ts';

/**
 * Tampered, expired, revoked and garbage tokens are refused with 401 on every route that needs a login. The routes
 * are the app's own: every route that answers a visitor's contract-valid request with 401 and lets the same request
 * with a genuine session past that (derived by calling).
 */

const SEED = 4_0101;
const ctx = await startTestApp();
afterAll(async () => ctx.close());
const owner = await insertUser(ctx.database.db);
const stranger = await insertUser(ctx.database.db);
const { genuine, forged } = await forgedAuthorizations(ctx, { userId: owner.id, otherUserId: stranger.id });

const loginRoutes: { route: RouteUnderTest; values: RequestValues; name: string }[] = [];
for (const route of routesUnderTest(ctx.app)) {
  const values = asOwnRequest(validRequest(route, SEED), owner.id);
  if ((await send(ctx.app, route, visitor, { values })).statusCode !== 401) continue;
  // Wrong credentials answer 401 too (login): a route needs a login only if a genuine session gets past it.
  const { token } = await ctx.app.auth.startSession(owner.id);
  if ((await send(ctx.app, route, { name: 'owner', headers: { authorization: `Bearer ${token}` } }, { values })).statusCode !== 401) loginRoutes.push({ route, values, name: route.name });
}
console.log(`JWT tampering: ${loginRoutes.length} routes need a login; ${Object.keys(forged).length} forged authorizations each`);

describe('tampered tokens', () => {
  it('found the routes that need a login', () => {
    expect(loginRoutes.length).toBeGreaterThan(10);
  });

  it.each(loginRoutes)('$name refuses every forged token with 401', async ({ route, values }) => {
    const answers: Record<string, string> = {};
    for (const [label, authorization] of Object.entries(forged)) {
      const response = await send(ctx.app, route, { name: label, headers: { authorization } }, { values });
      answers[label] = `${response.statusCode} ${envelopeProblem(response) ?? 'envelope'}`;
    }
    expect(answers).toEqual(Object.fromEntries(Object.keys(forged).map((label) => [label, '401 envelope'])));
  });

  it('still lets the genuine token in (the forgeries differ from it only where they say)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: genuine } });
    expect(response.statusCode).toBe(200);
    expect(response.json().user._id).toBe(owner.id);
  });
});
