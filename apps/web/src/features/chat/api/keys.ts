/** The chat's query keys (one factory, DESIGN §6), per signed-in customer. */
export const chatKeys = {
  all: ['chat'] as const,
  messages: (userId: string) => [...chatKeys.all, 'messages', userId] as const,
  unread: (userId: string) => [...chatKeys.all, 'unread', userId] as const,
};
