import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCustomerActionResponse, AdminCustomerDetailResponse, AdminCustomerListQuery, AdminCustomerListResponse, UserRole,
} from '@mitumba/contracts';
import { apiFetch } from '@/lib/api-client';

/** Filters without the paging cursor: one cache entry per filter set, its pages inside. */
export type CustomerFilters = Omit<AdminCustomerListQuery, 'cursor' | 'limit'>;

export const customerKeys = {
  all: ['admin', 'customers'] as const,
  list: (filters: CustomerFilters) => [...customerKeys.all, 'list', filters] as const,
  detail: (userId: string) => [...customerKeys.all, 'detail', userId] as const,
};

const customerPath = (userId: string) => `/api/admin/customers/${encodeURIComponent(userId)}`;

/** GET /api/admin/customers: newest accounts first, in keyset pages. */
export function customersOptions(filters: CustomerFilters) {
  return infiniteQueryOptions({
    queryKey: customerKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<AdminCustomerListResponse>('/api/admin/customers', { query: { ...filters, cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export const useCustomers = (filters: CustomerFilters) => useInfiniteQuery(customersOptions(filters));

/** GET /api/admin/customers/:userId: the account, its recent orders, waitlist, offers and live sessions. */
export function useCustomer(userId: string) {
  return useQuery(queryOptions({
    queryKey: customerKeys.detail(userId),
    queryFn: ({ signal }) => apiFetch<AdminCustomerDetailResponse>(customerPath(userId), { signal }),
    staleTime: 0,
  }));
}

/** The person-made changes to an account; each carries a reason the server keeps in the audit log. */
export type CustomerAction = { kind: 'suspend' | 'reinstate'; reason: string } | { kind: 'role'; role: UserRole; reason: string };

export function useCustomerAction(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: CustomerAction) => {
      const { kind, ...body } = action;
      return apiFetch<AdminCustomerActionResponse>(`${customerPath(userId)}/${kind}`, { method: 'POST', body });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
