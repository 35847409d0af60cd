import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductCsvError, ProductCsvImportResponse } from '@mitumba/contracts';
import { apiFetch, isApiError } from '@/lib/api-client';

/** POST /api/admin/products/import with the chosen file (multipart, field `file`). */
export function importProductsCsv(file: File): Promise<ProductCsvImportResponse> {
  const form = new FormData();
  form.append('file', file);
  return apiFetch<ProductCsvImportResponse>('/api/admin/products/import', { method: 'POST', body: form });
}

/** The line-numbered problems of a refused file (none for other failures). */
export function lineErrorsOf(error: unknown): ProductCsvError[] {
  if (!isApiError(error, 400)) return [];
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? (errors as ProductCsvError[]) : [];
}

export function useImportProductsCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importProductsCsv,
    // Products and their stock changed: every cached list is stale (the back office's and the storefront's).
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
