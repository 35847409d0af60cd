import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildCachedBody, type CachedBody } from './cached-body.ts';
import { createCatalogueCache } from './catalogue-cache.ts';
import { createLru } from './lru.ts';
import { queryKey } from './query-key.ts';
import { pickEncoding } from '../../../http/content-encoding.ts';

const schema = z.object({ value: z.number() });
const body = (value: number) => buildCachedBody(schema, { value, extra: 'dropped by the schema' });

/** A read the test finishes when it chooses (to put a write in the middle of it). */
function gatedRead(value: number) {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => { open = resolve; });
  return { open, read: async (): Promise<CachedBody> => { await gate; return body(value); } };
}

describe('catalogue cache', () => {
  it('serialises what the schema lets through, and refuses what it does not', () => {
    expect(body(1).json.toString()).toBe('{"value":1}');
    expect(() => buildCachedBody(schema, { value: 'one' })).toThrow();
  });

  it('keeps an answer until the catalogue changes', async () => {
    const cache = createCatalogueCache();
    let reads = 0;
    const read = async () => { reads += 1; return body(reads); };
    expect((await cache.answer('k', read)).data).toEqual({ value: 1 });
    expect((await cache.answer('k', read)).data).toEqual({ value: 1 });
    cache.invalidate();
    expect((await cache.answer('k', read)).data).toEqual({ value: 2 });
    expect(reads).toBe(2);
  });

  it('shares one read between concurrent misses of a key', async () => {
    const cache = createCatalogueCache();
    const gated = gatedRead(1);
    let reads = 0;
    const read = () => { reads += 1; return gated.read(); };
    const answers = Promise.all([cache.answer('k', read), cache.answer('k', read), cache.answer('k', read)]);
    gated.open();
    expect((await answers).map((answer) => answer.data)).toEqual([{ value: 1 }, { value: 1 }, { value: 1 }]);
    expect(reads).toBe(1);
  });

  it('never keeps an answer read while a change came in, nor lets a new request join that read', async () => {
    const cache = createCatalogueCache();
    const before = gatedRead(1);
    const racing = cache.answer('k', before.read);
    cache.invalidate();
    const after = cache.answer('k', async () => body(2));
    before.open();
    expect((await racing).data).toEqual({ value: 1 });
    expect((await after).data).toEqual({ value: 2 });
    expect((await cache.answer('k', async () => body(3))).data).toEqual({ value: 2 });
  });

  it('finds a remembered request URL\'s answer until the catalogue changes', async () => {
    const cache = createCatalogueCache();
    expect(cache.cachedFor('/list?a=1')).toBeUndefined();
    await cache.answer('k', async () => body(1));
    cache.remember('/list?a=1', 'k');
    expect(cache.cachedFor('/list?a=1')?.data).toEqual({ value: 1 });
    cache.invalidate();
    expect(cache.cachedFor('/list?a=1')).toBeUndefined();
    await cache.answer('k', async () => body(2));
    expect(cache.cachedFor('/list?a=1')).toBeUndefined();
  });

  it('does not keep failures', async () => {
    const cache = createCatalogueCache();
    await expect(cache.answer('k', async () => { throw new Error('not found'); })).rejects.toThrow('not found');
    expect((await cache.answer('k', async () => body(1))).data).toEqual({ value: 1 });
  });

  it('reads again once an answer is older than the insurance age', async () => {
    const cache = createCatalogueCache({ maxAgeMs: 0 });
    await cache.answer('k', async () => body(1));
    expect((await cache.answer('k', async () => body(2))).data).toEqual({ value: 2 });
  });
});

describe('lru', () => {
  it('drops the least recently used entry past either bound', () => {
    const lru = createLru<string>({ maxEntries: 2, maxBytes: 10, sizeOf: (value) => value.length });
    lru.set('a', 'aaa');
    lru.set('b', 'bbb');
    lru.get('a');
    lru.set('c', 'ccc');
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['aaa', undefined, 'ccc']);
    lru.set('d', 'dddddddd');
    expect([lru.get('a'), lru.get('c'), lru.get('d')]).toEqual([undefined, undefined, 'dddddddd']);
    lru.set('huge', 'x'.repeat(11));
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.size).toBe(1);
  });
});

describe('query key', () => {
  it('ignores parameter order, unset parameters and the order of set-like lists', () => {
    expect(queryKey('list', { sort: 'relevant', page: 1, category: ['Men', 'Ladies'], search: undefined }))
      .toBe(queryKey('list', { category: ['Ladies', 'Men'], page: 1, sort: 'relevant' }));
    expect(queryKey('list', { page: 1 })).not.toBe(queryKey('list', { page: 2 }));
    expect(queryKey('list', { search: 'a,b' })).not.toBe(queryKey('list', { search: ['a', 'b'] }));
  });
});

describe('encoding choice', () => {
  it.each([
    [undefined, 'identity'], ['', 'identity'], ['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'], ['*', 'br'], ['deflate', 'identity'], ['identity', 'identity'], ['x-gzip', 'gzip'],
  ] as const)('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
