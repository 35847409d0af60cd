import type { QueryClient } from '@tanstack/react-query';

export type AfterSaleAnswer = { success: true; message: string };

/** The order history shows the new cancellation or feedback state: its cached lists are refetched. */
export function invalidateOrders(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'orders' });
}
