import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, sessions, users } from '../../db/schema/index.ts';
import { startTestApp, type TestContext } from '../../test/app.ts';
import { insertUser } from '../../test/factories.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
  await ctx.database.db.insert(banners).values([
    { imageUrl: '/media/banners/b.webp', label: 'Zara', position: 1 },
    { imageUrl: '/media/banners/a.webp', label: 'Nike', position: 0 },
    { imageUrl: '/media/banners/old.webp', label: 'Old', position: 2, active: false },
  ]);
});
afterAll(async () => ctx.close());

const getBanners = (token?: string) => ctx.app.inject({
  method: 'GET',
  url: '/api/banner/banners',
  headers: token ? { authorization: `Bearer ${token}` } : {},
});

describe('GET /api/banner/banners', () => {
  it('refuses visitors with 401 and a message', async () => {
    const response = await getBanners();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Please log in to see our latest offers.' });
  });

  it('lists active banners in order for a signed-in customer', async () => {
    const user = await insertUser(ctx.database.db);
    const { token } = await ctx.app.auth.startSession(user.id);
    const response = await getBanners(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((banner: { label: string }) => banner.label)).toEqual(['Nike', 'Zara']);
  });

  it('refuses a forged, revoked or suspended session', async () => {
    const user = await insertUser(ctx.database.db);
    const { token, sessionId } = await ctx.app.auth.startSession(user.id);
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await getBanners(forged)).statusCode).toBe(401);
    expect((await getBanners('not-a-jwt')).statusCode).toBe(401);

    await ctx.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
    const suspended = await getBanners(token);
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json().message).toContain('suspended');

    await ctx.database.db.update(users).set({ status: 'active' }).where(eq(users.id, user.id));
    await ctx.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    const revoked = await getBanners(token);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toBe('Session expired – please log in again.');
  });
});

describe('GET /api/user/profile', () => {
  it('answers the signed-in user from the token, never for a visitor', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/profile' })).statusCode).toBe(401);
    const user = await insertUser(ctx.database.db);
    const { token } = await ctx.app.auth.startSession(user.id);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${token}` } });
    expect(response.json()).toMatchObject({ success: true, user: { _id: user.id, name: user.name, email: user.email, lastUsedAddress: null } });
    expect(JSON.stringify(response.json())).not.toContain('password');
  });
});

describe('POST /api/user/logout', () => {
  it('ends the session at once, and refuses another user id', async () => {
    const user = await insertUser(ctx.database.db);
    const { token } = await ctx.app.auth.startSession(user.id);
    const headers = { authorization: `Bearer ${token}` };
    const other = await ctx.app.inject({ method: 'POST', url: '/api/user/logout', headers, payload: { userId: '00000000-0000-4000-8000-000000000000' } });
    expect(other.statusCode).toBe(403);
    expect((await getBanners(token)).statusCode).toBe(200);

    const response = await ctx.app.inject({ method: 'POST', url: '/api/user/logout', headers, payload: { userId: user.id } });
    expect(response.json()).toEqual({ success: true, message: 'Logged out successfully!' });
    expect((await getBanners(token)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/user/logout', headers, payload: {} })).statusCode).toBe(401);
  });
});
