import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3-server.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

let s3: TestS3;
let dir: string;
beforeAll(async () => {
  s3 = await startTestS3();
  dir = await mkdtemp(path.join(os.tmpdir(), 'mitumba-storage-'));
});
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

const all = async (listing: AsyncIterable<{ key: string; size: number }>) => {
  const found = [];
  for await (const object of listing) found.push(object);
  return found.sort((a, b) => a.key.localeCompare(b.key));
};

// The same contract for both stores: the app cannot tell them apart (decision 0030).
describe.each([
  ['local disk', () => createLocalStorage(dir, { mediaPublicUrl: 'https://cdn.example.com/media/' })],
  ['S3 (s3rver)', () => createS3Storage(s3.settings, { mediaPublicUrl: 'https://cdn.example.com/media/', listPageSize: 2 })],
])('%s storage', (_name, make: () => Storage) => {
  it('puts, stats, reads, lists and removes objects', async () => {
    const storage = make();
    expect(await storage.stat('products/none.webp')).toBeNull();
    expect(await storage.exists('products/none.webp')).toBe(false);
    await storage.put('products/a.webp', Buffer.from('first'));
    await storage.put('products/a.webp', Buffer.from('second!'));
    await Promise.all(['products/b.webp', 'products/c.webp', 'avatars/u-1.webp'].map((key) => storage.put(key, Buffer.from(key))));

    const info = await storage.stat('products/a.webp');
    expect(info?.size).toBe(7);
    expect(info?.modifiedAt).toBeInstanceOf(Date);
    expect(await storage.exists('products/a.webp')).toBe(true);
    expect(await text(storage.read('products/a.webp'))).toBe('second!');

    // Paginated on S3 (pages of 2 here): every object, and only the prefix's when asked.
    expect(await all(storage.list())).toEqual([
      { key: 'avatars/u-1.webp', size: 16 }, { key: 'products/a.webp', size: 7 }, { key: 'products/b.webp', size: 15 }, { key: 'products/c.webp', size: 15 },
    ]);
    expect((await all(storage.list('products/'))).map((object) => object.key)).toEqual(['products/a.webp', 'products/b.webp', 'products/c.webp']);

    await storage.remove('products/a.webp');
    await storage.remove('products/a.webp'); // already gone: fine
    expect(await storage.stat('products/a.webp')).toBeNull();
    await expect(text(storage.read('products/a.webp'))).rejects.toThrow();
  });

  it('two writers of one key at once both succeed', async () => {
    const storage = make();
    await Promise.all(Array.from({ length: 4 }, () => storage.put('variants/w320/products/same.webp', Buffer.from('same bytes'))));
    expect(await text(storage.read('variants/w320/products/same.webp'))).toBe('same bytes');
  });

  it('refuses unsafe keys and maps URLs to keys, with and without MEDIA_PUBLIC_URL', async () => {
    const storage = make();
    await expect(storage.put('../escape.webp', Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
    expect(storage.publicUrl('products/a.webp')).toBe('/media/products/a.webp');
    expect(storage.keyOf('/media/products/a.webp', 'products/')).toBe('products/a.webp');
    expect(storage.keyOf('https://cdn.example.com/media/products/a.webp?w=320', 'products/')).toBe('products/a.webp');
    expect(storage.keyOf('/media/avatars/a.webp', 'products/')).toBeNull();
    expect(storage.keyOf('https://elsewhere.example.com/products/a.webp')).toBeNull();
    expect(storage.keyOf('/media/../secrets')).toBeNull();
  });
});
