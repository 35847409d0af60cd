import { createLru } from './lru.ts';
import type { CachedBody } from './cached-body.ts';

export type CatalogueCacheOptions = {
  maxEntries?: number;
  maxBytes?: number;
  /** Insurance against a lost notification (a dropped LISTEN connection): no entry is served older than this. */
  maxAgeMs?: number;
};

type Entry = { body: CachedBody; generation: number; builtAt: number };

/**
 * Catalogue answers kept in memory until the catalogue changes. A generation number counts the changes this process
 * has heard of; an answer is stored with the generation it was read at, and only if no change was heard while it was
 * being read (a read racing a write may have seen the old rows: it is sent, never kept). Concurrent misses of one key
 * in one generation share one database read, so a change does not send every waiting shopper to the database at once.
 */
export function createCatalogueCache(options: CatalogueCacheOptions = {}) {
  const maxAgeMs = options.maxAgeMs ?? 30_000;
  let generation = 0;
  // Compressed copies are made later and are smaller than the JSON: twice its length bounds the whole entry.
  const entries = createLru<Entry>({
    maxEntries: options.maxEntries ?? 2_000,
    maxBytes: options.maxBytes ?? 64 * 1024 * 1024,
    sizeOf: (entry) => entry.body.json.length * 2,
  });
  const reading = new Map<string, Promise<CachedBody>>();
  // Request URLs already answered in this generation, and the key they resolved to (see `cachedFor`).
  const urls = new Map<string, string>();
  const maxUrls = options.maxEntries ?? 2_000;
  const fresh = (entry: Entry | undefined) =>
    entry && entry.generation === generation && performance.now() - entry.builtAt < maxAgeMs ? entry.body : undefined;

  return {
    /** The cached answer for `key`, or the one `build` reads (errors are never kept: the next ask reads again). */
    answer<T>(key: string, build: () => Promise<CachedBody<T>>): Promise<CachedBody<T>> {
      const hit = fresh(entries.get(key));
      if (hit) return Promise.resolve(hit as CachedBody<T>);
      const readAt = generation;
      const flightKey = `${readAt}\n${key}`;
      const inFlight = reading.get(flightKey);
      if (inFlight) return inFlight as Promise<CachedBody<T>>;
      const builtAt = performance.now();
      const read = build()
        .then((body) => {
          if (generation === readAt) entries.set(key, { body, generation: readAt, builtAt });
          return body;
        })
        .finally(() => reading.delete(flightKey));
      reading.set(flightKey, read);
      return read;
    },

    /** Notes that `url` (a request's raw URL) is answered by the entry under `key`. */
    remember(url: string, key: string): void {
      if (urls.size >= maxUrls) urls.clear();
      urls.set(url, key);
    },

    /**
     * The cached answer for a request URL seen before, if still fresh: looked up before Fastify validates the
     * querystring, so a repeat costs no parsing. A URL seen before passed validation then; nothing else is served.
     */
    cachedFor(url: string): CachedBody | undefined {
      const key = urls.get(url);
      return key === undefined ? undefined : fresh(entries.get(key));
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
