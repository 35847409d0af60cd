/**
 * A Map kept in use order (a hit moves the key to the end): the oldest entries go first when either bound is passed.
 * Small on purpose: the only cache in the API, and `lru-cache` is not one of its declared dependencies.
 */
export function createLru<V>(bounds: { maxEntries: number; maxBytes: number; sizeOf: (value: V) => number }) {
  const entries = new Map<string, V>();
  let bytes = 0;

  function remove(key: string): void {
    const value = entries.get(key);
    if (value === undefined) return;
    entries.delete(key);
    bytes -= bounds.sizeOf(value);
  }

  return {
    get(key: string): V | undefined {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key: string, value: V): void {
      remove(key);
      const size = bounds.sizeOf(value);
      if (size > bounds.maxBytes) return;
      entries.set(key, value);
      bytes += size;
      for (const oldest of entries.keys()) {
        if (entries.size <= bounds.maxEntries && bytes <= bounds.maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
    clear(): void {
      entries.clear();
      bytes = 0;
    },
    get size(): number {
      return entries.size;
    },
  };
}
