/** Query and mutation keys of the cart: one cart per signed-in customer, and whether an order still waits. */
export const cartKeys = {
  all: ['cart'] as const,
  detail: (userId: string) => [...cartKeys.all, 'detail', userId] as const,
  pendingOrder: (userId: string) => [...cartKeys.all, 'pending-order', userId] as const,
  add: () => [...cartKeys.all, 'add'] as const,
  update: () => [...cartKeys.all, 'update'] as const,
};
