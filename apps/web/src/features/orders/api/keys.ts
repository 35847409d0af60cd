/** The orders feature's query keys (one factory, DESIGN §6), per signed-in customer. */
export const orderKeys = {
  all: ['orders'] as const,
  history: (userId: string) => [...orderKeys.all, 'history', userId] as const,
  detail: (userId: string, orderId: string) => [...orderKeys.all, 'detail', userId, orderId] as const,
  refunds: (userId: string, orderId: string) => [...orderKeys.all, 'refunds', userId, orderId] as const,
};
