import type { LightMyRequestResponse } from 'fastify';
import { startTestApp, type TestContext } from './app.ts';
import { ensureCatalogBasics, insertUser } from './factories.ts';

export type AdminHeaders = { authorization: string };
export type AdminCall = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers?: object, payload?: object,
) => Promise<LightMyRequestResponse>;

/**
 * A back-office test file's app: a fresh one (from `start`, the plain test app by default) with the catalogue's
 * categories and labels, a signed-in admin, and `call`, which sends a request as that admin unless given other headers.
 */
export async function startAdminTestApp<Context extends TestContext = TestContext>(
  start: () => Promise<Context> = () => startTestApp() as Promise<Context>,
) {
  const ctx = await start();
  await ensureCatalogBasics(ctx.database.db);
  const adminUser = await insertUser(ctx.database.db, { role: 'admin' });
  const admin: AdminHeaders = { authorization: `Bearer ${(await ctx.app.auth.startSession(adminUser.id)).token}` };
  const call: AdminCall = (method, url, headers = admin, payload) =>
    ctx.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
  return { ctx, admin, adminUser, call };
}
