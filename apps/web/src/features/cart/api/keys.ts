/** Query and mutation keys of the cart: one cart per signed-in customer. */
export const cartKeys = {
  all: ['cart'] as const,
  detail: (userId: string) => [...cartKeys.all, 'detail', userId] as const,
  add: () => [...cartKeys.all, 'add'] as const,
  update: () => [...cartKeys.all, 'update'] as const,
};
