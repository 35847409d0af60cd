/** Query and mutation keys of a customer's favourites. */
export const favouritesKeys = {
  all: ['favourites'] as const,
  list: (userId: string) => [...favouritesKeys.all, 'list', userId] as const,
  toggle: () => [...favouritesKeys.all, 'toggle'] as const,
  merge: () => [...favouritesKeys.all, 'merge'] as const,
};
