import { queryOptions, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { Product, ProductListResponse, ProductResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { catalogKeys } from './keys';

export async function fetchProduct(productId: string, signal?: AbortSignal): Promise<Product> {
  const body = await apiFetch<ProductResponse>(`/api/product/${encodeURIComponent(productId)}`, { signal });
  return body.product;
}

type CachedList = ProductListResponse | InfiniteData<ProductListResponse> | undefined;

/** The product as a list already fetched it, so the page paints at once while the fresh copy loads. */
export function productFromListCache(queryClient: QueryClient, productId: string): Product | undefined {
  for (const [, data] of queryClient.getQueriesData<CachedList>({ queryKey: catalogKeys.lists() })) {
    const pages = data && 'pages' in data ? data.pages : data ? [data] : [];
    for (const page of pages) {
      const found = page.products.find((product) => product._id === productId);
      if (found) return found;
    }
  }
  return undefined;
}

export function productOptions(productId: string) {
  return queryOptions({
    queryKey: catalogKeys.product(productId),
    queryFn: ({ signal }) => fetchProduct(productId, signal),
  });
}

export function useProduct(productId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...productOptions(productId),
    placeholderData: () => productFromListCache(queryClient, productId),
  });
}
