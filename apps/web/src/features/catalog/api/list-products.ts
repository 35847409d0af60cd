import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { PRODUCT_PAGE_SIZE, PRODUCT_REFRESH_MS, validProductImages, type Product, type ProductListResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { catalogKeys, type ProductListParams } from './keys';

/** Products with no valid image are hidden, and invalid image entries dropped (spec 1 §3); the server does so too. */
export function withValidImages(products: readonly Product[]): Product[] {
  return products.flatMap((product) => {
    const image = validProductImages(product.image);
    return image.length > 0 ? [{ ...product, image }] : [];
  });
}

export async function fetchProductList(
  params: ProductListParams & { page: number },
  signal?: AbortSignal,
): Promise<ProductListResponse> {
  const body = await apiFetch<ProductListResponse>('/api/product/list', {
    signal,
    query: {
      page: params.page,
      limit: params.limit ?? PRODUCT_PAGE_SIZE,
      search: params.search,
      category: params.category,
      subCategory: params.subCategory,
      labels: params.labels,
      bestseller: params.bestseller ? 'true' : undefined,
      exclude: params.exclude,
      ids: params.ids,
      sort: params.sort,
    },
  });
  return { ...body, products: withValidImages(body.products) };
}

/** One page of a list: home sections and related products. */
export function productListOptions(params: ProductListParams) {
  return queryOptions({
    queryKey: catalogKeys.list(params),
    queryFn: ({ signal }) => fetchProductList({ ...params, page: 1 }, signal),
    select: (response) => response.products,
  });
}

/** Lists refresh every 30 s while logged in (spec 1 §4), and only while the tab is visible. */
function useRefreshInterval(): number | false {
  return useSession() ? PRODUCT_REFRESH_MS : false;
}

export function useProductList(params: ProductListParams) {
  return useQuery({ ...productListOptions(params), refetchInterval: useRefreshInterval() });
}

/** The collection: server pages of 24, fetched as the shopper scrolls. */
export function infiniteProductListOptions(params: ProductListParams) {
  return infiniteQueryOptions({
    queryKey: catalogKeys.infinite(params),
    queryFn: ({ pageParam, signal }) => fetchProductList({ ...params, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    // Keep showing the previous results while a new filter loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useInfiniteProductList(params: ProductListParams) {
  return useInfiniteQuery({ ...infiniteProductListOptions(params), refetchInterval: useRefreshInterval() });
}
