import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProductBody, AdminProductImagesResponse, AdminProductResponse } from '@mitumba/contracts';
import { apiFetch } from '@/lib/api-client';
import { catalogueKeys } from './keys';

const productPath = (productId: string) => `/api/admin/products/${encodeURIComponent(productId)}`;

/** After any change the product and every list page are fetched again. */
function useCatalogueMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }) });
}

/** POST /api/admin/products (no id) or PUT /api/admin/products/:productId. */
export function useSaveProduct(productId: string | undefined) {
  return useCatalogueMutation((body: AdminProductBody) =>
    apiFetch<AdminProductResponse>(productId ? productPath(productId) : '/api/admin/products', { method: productId ? 'PUT' : 'POST', body }));
}

export type LifecycleAction = 'archive' | 'unarchive' | 'delete';

/** Archive, unarchive (POST …/archive|unarchive) or delete (DELETE …), each with its reason. */
export function useProductLifecycle(productId: string) {
  return useCatalogueMutation(({ action, reason }: { action: LifecycleAction; reason: string }) =>
    action === 'delete'
      ? apiFetch<{ success: true; message: string }>(productPath(productId), { method: 'DELETE', body: { reason } })
      : apiFetch<AdminProductResponse>(`${productPath(productId)}/${action}`, { method: 'POST', body: { reason } }));
}

export function useUploadPhoto(productId: string) {
  return useCatalogueMutation((file: File) => {
    const form = new FormData();
    form.append('image', file);
    return apiFetch<AdminProductImagesResponse>(`${productPath(productId)}/images`, { method: 'POST', body: form });
  });
}

export function useReorderPhotos(productId: string) {
  return useCatalogueMutation((imageIds: string[]) =>
    apiFetch<AdminProductImagesResponse>(`${productPath(productId)}/images/order`, { method: 'PUT', body: { imageIds } }));
}

export function useDeletePhoto(productId: string) {
  return useCatalogueMutation((imageId: string) =>
    apiFetch<AdminProductImagesResponse>(`${productPath(productId)}/images/${encodeURIComponent(imageId)}`, { method: 'DELETE' }));
}
