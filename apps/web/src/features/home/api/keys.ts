export const homeKeys = {
  all: ['home'] as const,
  banners: (userId: string) => [...homeKeys.all, 'banners', userId] as const,
};
