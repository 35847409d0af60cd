/** Query and mutation keys of price offers. */
export const offersKeys = {
  all: ['offers'] as const,
  suggestions: (userId: string, productId: string) => [...offersKeys.all, 'suggestions', userId, productId] as const,
  price: (userId: string, productId: string) => [...offersKeys.all, 'price', userId, productId] as const,
  submit: () => [...offersKeys.all, 'submit'] as const,
};
