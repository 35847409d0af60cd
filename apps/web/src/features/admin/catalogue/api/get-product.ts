import { useQuery } from '@tanstack/react-query';
import type { AdminProduct, AdminProductResponse } from '@mitumba/contracts';
import { apiFetch } from '@/lib/api-client';
import { catalogueKeys } from './keys';

/** A weight back in stock with customers still waiting: their notices are on their way (a job each, decision 0025). */
const noticesUnderWay = (product: AdminProduct | undefined) => product?.weights.some((weight) => weight.stock > 0 && weight.waiting > 0) ?? false;

/**
 * GET /api/admin/products/:productId: every field, photos in order, stock and waitlist per weight. While a restock's
 * notices are going out, it is read again every few seconds, so "N waiting for a restock" counts down by itself (the
 * form keeps what is being typed: it is keyed by the product's last save).
 */
export function useAdminProduct(productId: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.product(productId ?? ''),
    queryFn: ({ signal }) => apiFetch<AdminProductResponse>(`/api/admin/products/${encodeURIComponent(productId ?? '')}`, { signal }),
    enabled: Boolean(productId),
    refetchInterval: (query) => (noticesUnderWay(query.state.data?.product) ? 2_000 : false),
  });
}
