import type { AdminBannerListResponse, AuditListResponse, BannerListResponse } from '@mitumba/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, startTestApp, type SignedIn, type TestContext } from '../../../test/app.ts';
import { insertUser } from '../../../test/factories.ts';

let ctx: TestContext;
let admin: { authorization: string };
let customer: SignedIn;

beforeAll(async () => {
  ctx = await startTestApp();
  const user = await insertUser(ctx.database.db, { role: 'admin' });
  admin = { authorization: `Bearer ${(await ctx.app.auth.startSession(user.id)).token}` };
  customer = await signedInCustomer(ctx);
});
afterAll(async () => ctx.close());

const png = () => sharp({ create: { width: 1200, height: 400, channels: 3, background: '#c2410c' } }).png().toBuffer();
function multipartBody(parts: { name: string; value: string | Buffer; filename?: string }[]) {
  const boundary = 'banner-boundary';
  const chunks = parts.flatMap((part) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"\r\nContent-Type: application/octet-stream` : ''}\r\n\r\n`),
    Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}
async function upload(label: string, image?: Buffer, headers: object = admin) {
  const body = multipartBody([{ name: 'label', value: label }, { name: 'image', value: image ?? await png(), filename: 'banner.png' }]);
  return ctx.app.inject({ method: 'POST', url: '/api/admin/banners', headers: { ...headers, 'content-type': body.contentType } as Record<string, string>, payload: body.payload });
}
const list = async () => ((await ctx.app.inject({ method: 'GET', url: '/api/admin/banners', headers: admin })).json() as AdminBannerListResponse).banners;
const storefront = async () => ((await ctx.app.inject({ method: 'GET', url: '/api/banner/banners', headers: customer.headers })).json() as BannerListResponse).data;
const audits = async (id: string) => ((await ctx.app.inject({ method: 'GET', url: `/api/admin/audit?entity=banner&entityId=${id}`, headers: admin })).json() as AuditListResponse).entries;

describe('back office: banners', () => {
  it('uploads banners as WebP under banners/, edits, hides, reorders and removes them, audited; the storefront keeps its shape and order', async () => {
    const first = await upload('Back to school');
    expect(first.statusCode).toBe(200);
    const a = first.json().banner;
    expect(a.imageUrl).toMatch(/^\/media\/banners\/[0-9a-f-]{36}\.webp$/);
    const key = a.imageUrl.replace('/media/', '');
    const stored = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      ctx.storage.read(key).on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject);
    });
    expect((await sharp(stored).metadata()).format).toBe('webp');
    const b = (await upload('Clearance week')).json().banner;
    expect((await storefront()).map((banner) => banner.label)).toEqual(['Back to school', 'Clearance week']);

    const edited = await ctx.app.inject({ method: 'PATCH', url: `/api/admin/banners/${a.id}`, headers: admin, payload: { label: 'Back to school sale' } });
    expect(edited.json().banner.label).toBe('Back to school sale');
    const reordered = await ctx.app.inject({ method: 'PUT', url: '/api/admin/banners/order', headers: admin, payload: { ids: [b.id, a.id] } });
    expect(reordered.statusCode).toBe(200);
    expect(await storefront()).toEqual([
      { _id: b.id, imageUrl: b.imageUrl, label: 'Clearance week' }, { _id: a.id, imageUrl: a.imageUrl, label: 'Back to school sale' },
    ]);
    await ctx.app.inject({ method: 'PATCH', url: `/api/admin/banners/${b.id}`, headers: admin, payload: { active: false } });
    expect((await storefront()).map((banner) => banner._id)).toEqual([a.id]);
    expect((await list()).map((banner) => [banner.id, banner.active])).toEqual([[b.id, false], [a.id, true]]);

    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/admin/banners/${a.id}`, headers: admin })).statusCode).toBe(200);
    expect(await ctx.storage.exists(key)).toBe(false);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/admin/banners/${a.id}`, headers: admin })).statusCode).toBe(404);
    expect((await audits(a.id)).map((entry) => entry.action)).toEqual(['banner.delete', 'banner.reorder', 'banner.update', 'banner.create']);
  });

  it('refuses what is not an image, a missing label, a stale order and non-admins', async () => {
    const notImage = await upload('Fake', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toMatch(/^The banner must be a JPEG, PNG(, WebP or AVIF| or WebP) image\.$/);
    expect((await upload('  ')).json().message).toBe('The label is required');
    const banners = await list();
    const stale = await ctx.app.inject({ method: 'PUT', url: '/api/admin/banners/order', headers: admin, payload: { ids: banners.slice(1).map((banner) => banner.id).concat('00000000-0000-4000-8000-000000000000') } });
    expect(stale.statusCode).toBe(409);
    expect((await upload('Sneaky', undefined, customer.headers)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/banners', headers: customer.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/banners', headers: admin, payload: { label: 'json' } })).statusCode).toBe(400);
  });
});
