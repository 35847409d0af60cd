import { queryOptions, useQuery } from '@tanstack/react-query';
import { brandLabels, type CatalogFacetsResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { catalogKeys } from './keys';

export function fetchFacets(signal?: AbortSignal): Promise<CatalogFacetsResponse> {
  return apiFetch<CatalogFacetsResponse>('/api/product/facets', { signal });
}

/**
 * The fixed brand labels first, then labels found in the data, without duplicates (case-insensitive). The API sends
 * the data's labels in alphabetical order already.
 */
export function mergeLabels(fromData: readonly string[]): string[] {
  const seen = new Set<string>();
  const merged: string[] = [];
  for (const label of [...brandLabels, ...fromData]) {
    const key = label.trim().toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    merged.push(label.trim());
  }
  return merged;
}

export function facetsOptions() {
  return queryOptions({
    queryKey: catalogKeys.facets(),
    queryFn: ({ signal }) => fetchFacets(signal),
    staleTime: 10 * 60_000,
  });
}

/** Labels for the filter panel; the fixed list shows at once and the data's labels join when they arrive. */
export function useFilterLabels(): string[] {
  const { data } = useQuery({ ...facetsOptions(), select: (facets) => mergeLabels(facets.labels) });
  return data ?? mergeLabels([]);
}
