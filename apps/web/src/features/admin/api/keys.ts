import type { AdminOrderListQuery, AuditQuery } from '@mitumba/contracts/plain';

/** Filters without the paging cursor: one cache entry per filter set, its pages inside. */
export type AdminOrderFilters = Omit<AdminOrderListQuery, 'cursor' | 'limit'>;
export type AuditFilters = Omit<AuditQuery, 'cursor' | 'limit'>;

export const adminKeys = {
  all: ['admin'] as const,
  orders: () => [...adminKeys.all, 'orders'] as const,
  orderList: (filters: AdminOrderFilters) => [...adminKeys.orders(), 'list', filters] as const,
  order: (orderId: string) => [...adminKeys.orders(), 'detail', orderId] as const,
  audit: (filters: AuditFilters) => [...adminKeys.all, 'audit', filters] as const,
};
