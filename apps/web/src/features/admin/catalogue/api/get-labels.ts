import { useQuery } from '@tanstack/react-query';
import { brandLabels, type CatalogFacetsResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { catalogueKeys } from './keys';

/** The labels to choose from: the storefront's brand labels and every label in use (GET /api/product/facets). */
export function useLabelChoices(): string[] {
  const facets = useQuery({
    queryKey: catalogueKeys.labels(),
    queryFn: ({ signal }) => apiFetch<CatalogFacetsResponse>('/api/product/facets', { signal }),
    staleTime: 5 * 60_000,
  });
  return [...new Set([...brandLabels, ...(facets.data?.labels ?? [])])].sort((a, b) => a.localeCompare(b));
}
