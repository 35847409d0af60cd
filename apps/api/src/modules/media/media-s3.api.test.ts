import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AdminProductImagesResponse } from '@mitumba/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createStorage } from '../../lib/storage/create-storage.ts';
import { createS3Storage } from '../../lib/storage/s3.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { startAdminTestApp, type AdminHeaders } from '../../test/admin.ts';
import { signedInCustomer, startTestApp, TEST_JWT_SECRET, type TestContext } from '../../test/app.ts';
import { insertProduct } from '../../test/factories.ts';
import { multipartFile } from '../../test/multipart.ts';
import { startTestS3, type TestS3 } from '../../test/s3-server.ts';
import { variantKeyOf } from './media.routes.ts';

let s3: TestS3;
let ctx: TestContext;
let admin: AdminHeaders;
/** The bucket as another process sees it (not through the app). */
let bucket: Storage;

beforeAll(async () => {
  s3 = await startTestS3();
  ({ ctx, admin } = await startAdminTestApp(() => startTestApp(s3.env)));
  bucket = createS3Storage(s3.settings);
});
afterAll(async () => {
  await ctx.close();
  await s3.close();
});

const png = (width = 800) => sharp({ create: { width, height: 600, channels: 3, background: '#c2410c' } }).png().toBuffer();

async function uploadedPhoto(): Promise<{ productId: string; url: string; key: string; imageId: string }> {
  const productId = await insertProduct(ctx.database.db, { images: [] });
  const form = multipartFile('image', await png());
  const response = await ctx.app.inject({ method: 'POST', url: `/api/admin/products/${productId}/images`, payload: form.payload, headers: { ...admin, ...form.headers } });
  expect(response.statusCode, response.body).toBe(200);
  const image = (response.json() as AdminProductImagesResponse).images.at(-1)!;
  return { productId, url: image.url, key: image.url.slice('/media/'.length), imageId: image.id };
}

describe('media in an S3-compatible bucket', () => {
  it('stores an uploaded product photo in the bucket (not on disk) and serves it and its resized variant from there', async () => {
    const { url, key } = await uploadedPhoto();
    expect(url).toMatch(/^\/media\/products\/[0-9a-f-]{36}\.webp$/);
    expect(await bucket.stat(key)).toMatchObject({ size: expect.any(Number) });
    expect(existsSync(path.join(ctx.dataDir, 'uploads'))).toBe(false);

    const served = await ctx.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(served.headers.etag).toBeTruthy();
    expect(served.headers['last-modified']).toBeTruthy();
    expect((await sharp(served.rawPayload).metadata()).width).toBe(800);
    const again = await ctx.app.inject({ url, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);

    const small = await ctx.app.inject({ url: `${url}?w=320` });
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);
    expect(await bucket.exists(variantKeyOf(key, 320))).toBe(true);
  });

  it('makes one variant on two requests at once: both succeed', async () => {
    const { url, key } = await uploadedPhoto();
    const answers = await Promise.all([ctx.app.inject({ url: `${url}?w=160` }), ctx.app.inject({ url: `${url}?w=160` })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await bucket.exists(variantKeyOf(key, 160))).toBe(true);
  });

  it('answers a missing image 404 and a width it does not make 400, in the JSON envelope', async () => {
    const missing = await ctx.app.inject({ url: '/media/products/00000000-0000-0000-0000-000000000000.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'Image not found' });
    const { url } = await uploadedPhoto();
    const odd = await ctx.app.inject({ url: `${url}?w=333` });
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({ success: false });
  });

  it('deletes a removed photo from the bucket', async () => {
    const { productId, key, imageId } = await uploadedPhoto();
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/products/${productId}/images/${imageId}`, headers: admin });
    expect(removed.statusCode).toBe(200);
    expect(await bucket.exists(key)).toBe(false);
  });

  it('stores a profile picture in the bucket', async () => {
    const customer = await signedInCustomer(ctx);
    const form = multipartFile('profilePicture', await png(), 'me.png');
    const response = await ctx.app.inject({ method: 'PUT', url: '/api/user/update-profile', payload: form.payload, headers: { ...customer.headers, ...form.headers } });
    expect(response.statusCode, response.body).toBe(200);
    const picture = response.json().user.profilePicture as string;
    expect(picture).toMatch(/^\/media\/avatars\/.+\.webp$/);
    expect(await bucket.exists(picture.slice('/media/'.length))).toBe(true);
    expect((await ctx.app.inject({ url: picture })).statusCode).toBe(200);
  });

  it('a second instance on the same database and bucket serves the photo the first one stored', async () => {
    const { url } = await uploadedPhoto();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.join(ctx.dataDir, 'other-instance'), PAYMENTS_RECONCILE: 'false', ...s3.env });
    const other: App = await buildApp({ config, database: ctx.database, storage: createStorage(config), jwtSecret: TEST_JWT_SECRET });
    try {
      const [mine, theirs] = await Promise.all([ctx.app.inject({ url }), other.inject({ url })]);
      expect(theirs.statusCode).toBe(200);
      expect(theirs.rawPayload.equals(mine.rawPayload)).toBe(true);
      expect((await other.inject({ url: `${url}?w=640` })).statusCode).toBe(200);
      expect((await ctx.app.inject({ url: `${url}?w=640` })).headers.etag).toBe((await other.inject({ url: `${url}?w=640` })).headers.etag);
    } finally {
      await other.close();
    }
  });
});
