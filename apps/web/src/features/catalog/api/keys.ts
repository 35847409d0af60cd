import type { Category, ProductSort } from '@mitumba/contracts/plain';

/** What the list endpoint filters by (everything but the page). */
export interface ProductListParams {
  search?: string;
  category?: readonly Category[];
  subCategory?: string;
  labels?: readonly string[];
  bestseller?: boolean;
  exclude?: string;
  /** Only these products (at most 100). */
  ids?: readonly string[];
  sort?: ProductSort;
  limit?: number;
}

export const catalogKeys = {
  all: ['catalog'] as const,
  lists: () => [...catalogKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...catalogKeys.lists(), 'page', params] as const,
  infinite: (params: ProductListParams) => [...catalogKeys.lists(), 'infinite', params] as const,
  product: (productId: string) => [...catalogKeys.all, 'product', productId] as const,
  feedback: (productId: string) => [...catalogKeys.all, 'product', productId, 'feedback'] as const,
  facets: () => [...catalogKeys.all, 'facets'] as const,
  suggestions: (text: string) => [...catalogKeys.all, 'suggest', text] as const,
};
