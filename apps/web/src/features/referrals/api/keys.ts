/** The referrals feature's query keys (one factory, DESIGN §6), per signed-in customer. */
export const referralKeys = {
  all: ['referrals'] as const,
  link: (userId: string) => [...referralKeys.all, 'link', userId] as const,
  mine: (userId: string) => [...referralKeys.all, 'mine', userId] as const,
};
