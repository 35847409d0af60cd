import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.ts';
import { insertUser } from '../../test/factories.ts';

let ctx: TestContext;
let token: string;
let userId: string;
const auth = () => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  ctx = await startTestApp();
  const user = await insertUser(ctx.database.db);
  userId = user.id;
  ({ token } = await ctx.app.auth.startSession(user.id));
});
afterAll(async () => ctx.close());

function multipart(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]) {
  const boundary = '----mitumba-test-boundary';
  const chunks = parts.flatMap((part) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`),
    typeof part.value === 'string' ? Buffer.from(part.value) : part.value,
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('profile', () => {
  it('answers the profile with wallet points and no secrets', async () => {
    const response = await ctx.app.inject({ url: '/api/user/profile', headers: auth() });
    expect(response.json().user).toMatchObject({ _id: userId, jbwallet: 0, profilePicture: null, lastUsedAddress: null });
    expect(response.body).not.toMatch(/password|argon2/i);
  });

  it('changes name and phone from JSON, normalising the phone', async () => {
    const response = await ctx.app.inject({ method: 'PUT', url: '/api/user/update-profile', headers: auth(), payload: { name: 'Njeri Wambui', phone: '0733000111' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ name: 'Njeri Wambui', phone: '+254733000111' });
  });

  it('refuses points, roles or unknown fields, and a taken e-mail, changing nothing', async () => {
    for (const payload of [{ points: 5000 }, { role: 'admin' }, { jbwallet: 10, name: 'Hacker' }]) {
      const response = await ctx.app.inject({ method: 'PUT', url: '/api/user/update-profile', headers: auth(), payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Only name, email and phone can be changed here');
    }
    const other = await insertUser(ctx.database.db);
    const taken = await ctx.app.inject({ method: 'PUT', url: '/api/user/update-profile', headers: auth(), payload: { email: other.email.toUpperCase() } });
    expect(taken.statusCode).toBe(409);
    const profile = (await ctx.app.inject({ url: '/api/user/profile', headers: auth() })).json().user;
    expect(profile).toMatchObject({ name: 'Njeri Wambui', role: 'customer', jbwallet: 0 });
  });

  it('stores an uploaded picture resized to at most 800 px and serves it', async () => {
    const big = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#0b6e4f' } }).jpeg().toBuffer();
    const form = multipart([{ name: 'profilePicture', value: big, filename: 'me.jpg', type: 'image/jpeg' }, { name: 'name', value: 'Njeri W.' }]);
    const response = await ctx.app.inject({ method: 'PUT', url: '/api/user/update-profile', headers: { ...auth(), ...form.headers }, payload: form.payload });
    expect(response.statusCode).toBe(200);
    const { profilePicture, name } = response.json().user;
    expect(name).toBe('Njeri W.');
    expect(profilePicture).toMatch(/^\/media\/avatars\/.+\.webp$/);
    const served = await ctx.app.inject({ url: profilePicture });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(800);
  });

  it('refuses a file that is not an image', async () => {
    const form = multipart([{ name: 'profilePicture', value: Buffer.from('%PDF-1.4 not an image'), filename: 'x.pdf', type: 'application/pdf' }]);
    const response = await ctx.app.inject({ method: 'PUT', url: '/api/user/update-profile', headers: { ...auth(), ...form.headers }, payload: form.payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('must be an image');
  });

  it('keeps the last delivery address, only for its owner', async () => {
    const address = { firstName: 'Njeri', lastName: 'Wambui', street: 'Moi Avenue 12', city: 'Nairobi', state: 'Starehe', phone: '0733000111' };
    const saved = await ctx.app.inject({ method: 'POST', url: '/api/user/save-address', headers: auth(), payload: { userId, address } });
    expect(saved.json()).toEqual({ success: true, message: 'Address saved' });
    const read = await ctx.app.inject({ url: `/api/user/last-address/${userId}`, headers: auth() });
    expect(read.json().lastUsedAddress).toMatchObject({ ...address, country: 'Kenya' });
    const other = await insertUser(ctx.database.db);
    const refused = await ctx.app.inject({ url: `/api/user/last-address/${other.id}`, headers: auth() });
    expect(refused.statusCode).toBe(403);
    const refusedSave = await ctx.app.inject({ method: 'POST', url: '/api/user/save-address', headers: auth(), payload: { userId: other.id, address } });
    expect(refusedSave.statusCode).toBe(403);
  });
});
