/**
 * The cache key of a parsed, defaults-filled query: keys sorted, unset ones dropped, and lists that the catalogue reads
 * as sets (categories, labels, ids) sorted, so `?b=1&a=2` and `?a=2&b=1` share an entry.
 */
export function queryKey(route: string, query: Record<string, unknown>): string {
  const canonical = Object.keys(query).sort().flatMap((name) => {
    const value = query[name];
    if (value === undefined) return [];
    return [[name, Array.isArray(value) ? [...value].map(String).sort() : value]];
  });
  return `${route}?${JSON.stringify(canonical)}`;
}
