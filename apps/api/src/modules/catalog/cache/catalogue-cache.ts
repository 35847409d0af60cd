import { createLru } from './lru.ts';
import type { CachedBody } from './cached-body.ts';

export type CatalogueCacheOptions = {
  maxEntries?: number;
  maxBytes?: number;
  /** Insurance against a lost notification (a dropped LISTEN connection): no entry is served older than this. */
  maxAgeMs?: number;
};

/** An answer's bytes (`CachedBody`) or a value the API keeps for itself (products for carts), with its size in bytes. */
type Entry = { value: unknown; size: number; generation: number; builtAt: number };

/**
 * Catalogue answers kept in memory until the catalogue changes. A generation number counts the changes this process
 * has heard of; an answer is stored with the generation it was read at, and only if no change was heard while it was
 * being read (a read racing a write may have seen the old rows: it is sent, never kept). Concurrent misses of one key
 * in one generation share one database read, so a change does not send every waiting shopper to the database at once.
 */
export function createCatalogueCache(options: CatalogueCacheOptions = {}) {
  const maxAgeMs = options.maxAgeMs ?? 30_000;
  let generation = 0;
  const entries = createLru<Entry>({
    maxEntries: options.maxEntries ?? 20_000,
    maxBytes: options.maxBytes ?? 64 * 1024 * 1024,
    sizeOf: (entry) => entry.size,
  });
  const reading = new Map<string, Promise<CachedBody>>();
  // Request URLs already answered in this generation, the key they resolved to (see `cachedFor`), and whether the
  // cached lane may answer them (not when a rate limit counts the route's requests).
  const urls = new Map<string, { key: string; lane: boolean }>();
  const maxUrls = options.maxEntries ?? 2_000;
  const fresh = (entry: Entry | undefined): unknown =>
    entry && entry.generation === generation && performance.now() - entry.builtAt < maxAgeMs ? entry.value : undefined;
  // Compressed copies are made later and are smaller than the JSON: twice its length bounds the whole entry.
  const keepBody = (key: string, body: CachedBody, readAt: number, builtAt: number) =>
    entries.set(key, { value: body, size: body.json.length * 2, generation: readAt, builtAt });

  return {
    /** The cached answer for `key`, or the one `build` reads (errors are never kept: the next ask reads again). */
    answer<T>(key: string, build: () => Promise<CachedBody<T>>): Promise<CachedBody<T>> {
      const hit = fresh(entries.get(key)) as CachedBody<T> | undefined;
      if (hit) return Promise.resolve(hit);
      const readAt = generation;
      const flightKey = `${readAt}\n${key}`;
      const inFlight = reading.get(flightKey);
      if (inFlight) return inFlight as Promise<CachedBody<T>>;
      const builtAt = performance.now();
      const read = build()
        .then((body) => {
          if (generation === readAt) keepBody(key, body, readAt, builtAt);
          return body;
        })
        .finally(() => reading.delete(flightKey));
      reading.set(flightKey, read);
      return read;
    },

    /**
     * Values kept under `keys`, the missing ones read together by `read` (which may leave some out: nothing is kept
     * for them). As with answers, a value read while a change was heard is returned and not kept.
     */
    async values<T>(keys: string[], read: (missing: string[]) => Promise<Map<string, T>>, sizeOf: (value: T) => number): Promise<Map<string, T>> {
      const found = new Map<string, T>();
      const missing: string[] = [];
      for (const key of keys) {
        const hit = fresh(entries.get(key));
        if (hit === undefined) missing.push(key);
        else found.set(key, hit as T);
      }
      if (missing.length === 0) return found;
      const readAt = generation;
      const builtAt = performance.now();
      for (const [key, value] of await read(missing)) {
        found.set(key, value);
        if (generation === readAt) entries.set(key, { value, size: sizeOf(value), generation: readAt, builtAt });
      }
      return found;
    },

    /**
     * Notes that `url` (a request's raw URL) is answered by the entry under `key`. `lane: false` for a route whose
     * requests a rate limit counts: its repeats still skip validation, but go through Fastify's hooks.
     */
    remember(url: string, key: string, options: { lane: boolean } = { lane: true }): void {
      if (urls.size >= maxUrls) urls.clear();
      urls.set(url, { key, lane: options.lane });
    },

    /**
     * The cached answer for a request URL seen before, if still fresh: looked up before Fastify validates the
     * querystring, so a repeat costs no parsing. A URL seen before passed validation then; nothing else is served.
     */
    cachedFor(url: string): CachedBody | undefined {
      const seen = urls.get(url);
      return seen === undefined ? undefined : (fresh(entries.get(seen.key)) as CachedBody | undefined);
    },

    /** `cachedFor`, for the cached lane: only URLs remembered with `lane` (see cached-lane.ts). */
    laneAnswer(url: string): CachedBody | undefined {
      const seen = urls.get(url);
      return seen?.lane ? (fresh(entries.get(seen.key)) as CachedBody | undefined) : undefined;
    },

    /** Something in the catalogue changed: nothing read before now is served again. */
    invalidate(): void {
      generation += 1;
      entries.clear();
      reading.clear();
      urls.clear();
    },

    get generation(): number {
      return generation;
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
