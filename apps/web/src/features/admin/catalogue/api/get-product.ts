import { useQuery } from '@tanstack/react-query';
import type { AdminProductResponse } from '@mitumba/contracts';
import { apiFetch } from '@/lib/api-client';
import { catalogueKeys } from './keys';

/** GET /api/admin/products/:productId: every field, photos in order, stock and waitlist per weight. */
export function useAdminProduct(productId: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.product(productId ?? ''),
    queryFn: ({ signal }) => apiFetch<AdminProductResponse>(`/api/admin/products/${encodeURIComponent(productId ?? '')}`, { signal }),
    enabled: Boolean(productId),
  });
}
