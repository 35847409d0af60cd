import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatPostResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { chatKeys } from './keys';

/** POST /api/messages: `content` → the message; the conversation is then read again. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => apiFetch<ChatPostResponse>('/api/messages', { method: 'POST', body: { content } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
