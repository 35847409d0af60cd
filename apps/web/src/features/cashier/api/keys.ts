export const cashierKeys = {
  all: ['cashier'] as const,
  code: (userId: string) => [...cashierKeys.all, 'code', userId] as const,
  today: (userId: string) => [...cashierKeys.all, 'today', userId] as const,
  pending: (search: string) => [...cashierKeys.all, 'pending', search] as const,
  order: (orderId: string) => [...cashierKeys.all, 'order', orderId] as const,
};
