import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_POLL_MS, type ChatMessagesResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { chatKeys } from './keys';

/** GET /api/messages: the customer's messages with the shop's replies; reading marks the shop's replies read. */
export function fetchMessages(signal?: AbortSignal): Promise<ChatMessagesResponse> {
  return apiFetch<ChatMessagesResponse>('/api/messages', { signal });
}

/**
 * The conversation, polled every 5 s (spec 2 §9) unless the live stream is connected: then the stream brings every
 * change and the poll stops, so open chats cost the server nothing between messages.
 */
export function useChatMessages(live: boolean) {
  const session = useSession();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: chatKeys.messages(session?.userId ?? ''),
    queryFn: async ({ signal }) => {
      const conversation = await fetchMessages(signal);
      // Reading the conversation marked the shop's replies read: the profile's badge is out of date now.
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread(session?.userId ?? '') });
      return conversation;
    },
    enabled: session !== null,
    refetchInterval: live ? false : CHAT_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
