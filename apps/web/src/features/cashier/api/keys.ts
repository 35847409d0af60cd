export const cashierKeys = {
  all: ['cashier'] as const,
  code: (userId: string) => [...cashierKeys.all, 'code', userId] as const,
};
