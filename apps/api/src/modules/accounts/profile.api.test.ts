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

  it('remembers the storefront language, refusing one the shop does not speak', async () => {
    expect((await ctx.app.inject({ url: '/api/user/profile', headers: auth() })).json().user.language).toBeNull();
    const saved = await ctx.app.inject({ method: 'PUT', url: '/api/user/update-profile', headers: auth(), payload: { language: 'sw' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user.language).toBe('sw');
    const refused = await ctx.app.inject({ method: 'PUT', url: '/api/user/update-profile', headers: auth(), payload: { language: 'fr', name: 'Other Name' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Language must be English (en) or Kiswahili (sw)');
    const after = (await ctx.app.inject({ url: '/api/user/profile', headers: auth() })).json().user;
    expect(after).toMatchObject({ language: 'sw' });
    expect(after.name).not.toBe('Other Name');
  });

  // The spec's jbwallet and couponCode are accepted and ignored: profile-update-rules.api.test.ts.
  it('refuses points, roles, unknown fields and a new e-mail, changing nothing', async () => {
    for (const payload of [{ points: 5000 }, { role: 'admin' }, { referralCode: 'MINE', name: 'Hacker' }]) {
      const response = await ctx.app.inject({ method: 'PUT', url: '/api/user/update-profile', headers: auth(), payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Only name, email and phone can be changed here');
    }
    const other = await insertUser(ctx.database.db);
    const taken = await ctx.app.inject({ method: 'PUT', url: '/api/user/update-profile', headers: auth(), payload: { email: other.email.toUpperCase(), name: 'Hacker' } });
    expect(taken.statusCode).toBe(400);
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

  const upload = (picture: Buffer, filename = 'me.jpg', type = 'image/jpeg') => {
    const form = multipart([{ name: 'profilePicture', value: picture, filename, type }]);
    return ctx.app.inject({ method: 'PUT', url: '/api/user/update-profile', headers: { ...auth(), ...form.headers }, payload: form.payload });
  };
  const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#7c2d12' } });

  it('refuses a file that is not an image', async () => {
    const response = await upload(Buffer.from('%PDF-1.4 not an image'), 'x.pdf', 'application/pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The profile picture must be a JPEG, PNG, WebP or AVIF image.');
  });

  it('accepts JPEG, PNG, WebP and AVIF, by what the bytes are', async () => {
    for (const picture of [await solid(40, 30).png().toBuffer(), await solid(40, 30).webp().toBuffer(), await solid(40, 30).avif().toBuffer()]) {
      const response = await upload(picture, 'photo.bin', 'application/octet-stream');
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('Profile picture updated!');
    }
  });

  it('refuses SVG, GIF and TIFF whatever they are called, and keeps the picture it had', async () => {
    const before = (await ctx.app.inject({ url: '/api/user/profile', headers: auth() })).json().user.profilePicture;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="red"/></svg>');
    for (const picture of [svg, await solid(40, 30).gif().toBuffer(), await solid(40, 30).tiff().toBuffer()]) {
      const response = await upload(picture, 'me.jpg', 'image/jpeg');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The profile picture must be a JPEG, PNG, WebP or AVIF image.');
    }
    expect((await ctx.app.inject({ url: '/api/user/profile', headers: auth() })).json().user.profilePicture).toBe(before);
  });

  it('refuses a picture over 40 megapixels with a clear message, before decoding it', async () => {
    // A small PNG of one colour that would decode to 8,000 x 6,000 = 48 MP.
    const huge = await solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    const response = await upload(huge, 'big.png', 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The profile picture is too large: at most 40 megapixels.');
  });

  it('deletes the old picture from storage when it is replaced', async () => {
    const first = (await upload(await solid(64, 64).jpeg().toBuffer())).json().user.profilePicture as string;
    const firstKey = first.replace('/media/', '');
    expect(await ctx.storage.exists(firstKey)).toBe(true);
    const second = (await upload(await solid(32, 32).png().toBuffer(), 'b.png', 'image/png')).json().user.profilePicture as string;
    expect(second).not.toBe(first);
    expect(await ctx.storage.exists(firstKey)).toBe(false);
    expect(await ctx.storage.exists(second.replace('/media/', ''))).toBe(true);
    expect((await ctx.app.inject({ url: first })).statusCode).toBe(404);
    // A change of name alone keeps the picture.
    await ctx.app.inject({ method: 'PUT', url: '/api/user/update-profile', headers: auth(), payload: { name: 'Njeri Wambui' } });
    expect(await ctx.storage.exists(second.replace('/media/', ''))).toBe(true);
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
