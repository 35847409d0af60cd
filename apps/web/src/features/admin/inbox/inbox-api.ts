import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_POLL_MS, type AdminConversationResponse, type AdminInboxResponse, type ChatPostResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';

export const inboxKeys = {
  all: ['admin', 'inbox'] as const,
  list: () => [...inboxKeys.all, 'list'] as const,
  conversation: (customerId: string) => [...inboxKeys.all, 'conversation', customerId] as const,
};

const conversationPath = (customerId: string) => `/api/admin/messages/${encodeURIComponent(customerId)}`;

/** GET /api/admin/messages: conversations by last message with unread counts, kept fresh while the page is open. */
export function useInbox() {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: inboxKeys.list(),
      queryFn: ({ pageParam, signal }) => apiFetch<AdminInboxResponse>('/api/admin/messages', { query: { cursor: pageParam }, signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
    }),
    refetchInterval: CHAT_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** GET /api/admin/messages/:customerId: the thread and the customer's recent orders; reading marks their messages read. */
export function useConversation(customerId: string) {
  return useQuery({
    queryKey: inboxKeys.conversation(customerId),
    queryFn: ({ signal }) => apiFetch<AdminConversationResponse>(conversationPath(customerId), { signal }),
    refetchInterval: CHAT_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** POST /api/admin/messages/:customerId: the shop's reply. */
export function useReply(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => apiFetch<ChatPostResponse>(conversationPath(customerId), { method: 'POST', body: { content } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
