export const loyaltyKeys = {
  all: ['loyalty'] as const,
  wallet: (userId: string) => [...loyaltyKeys.all, 'wallet', userId] as const,
  coupons: (userId: string) => [...loyaltyKeys.all, 'coupons', userId] as const,
};
