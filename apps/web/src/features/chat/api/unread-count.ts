import { useQuery } from '@tanstack/react-query';
import type { ChatUnreadResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { chatKeys } from './keys';

/** The badge is a hint, not the conversation: every 30 s is enough (the chat itself polls every 5 s). */
export const UNREAD_POLL_MS = 30_000;

/**
 * GET /api/messages/unread: how many of the shop's replies the customer has not read (0 until it answers). Asked
 * only with a session; again every 30 s while the tab is visible and whenever the window gets the focus back.
 */
export function useUnreadCount(): number {
  const session = useSession();
  const { data } = useQuery({
    queryKey: chatKeys.unread(session?.userId ?? ''),
    queryFn: async ({ signal }) => (await apiFetch<ChatUnreadResponse>('/api/messages/unread', { signal })).unread,
    enabled: session !== null,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  });
  return session ? (data ?? 0) : 0;
}
