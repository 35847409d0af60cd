import type { AdminProductListQuery } from '@mitumba/contracts';

/** Filters without the paging cursor: one cache entry per filter set, its pages inside. */
export type AdminProductFilters = Omit<AdminProductListQuery, 'cursor' | 'limit'>;

export const catalogueKeys = {
  all: ['admin', 'products'] as const,
  list: (filters: AdminProductFilters) => [...catalogueKeys.all, 'list', filters] as const,
  product: (productId: string) => [...catalogueKeys.all, 'detail', productId] as const,
  labels: () => [...catalogueKeys.all, 'labels'] as const,
};
