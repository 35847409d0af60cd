import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CHAT_POLL_MS, type ChatMessagesResponse } from '@mitumba/contracts/plain';
import { useSession } from '@/lib/session';
import { readEventStream } from './event-stream';
import { chatKeys } from './keys';

const canStream = () => typeof ReadableStream !== 'undefined' && typeof TextDecoder !== 'undefined';

/**
 * GET /api/messages/stream (docs/decisions/0023): server-sent events read with fetch, so the token goes in the
 * Authorization header, never in the URL. Each `messages` event replaces the cached conversation. Answers whether the
 * stream is connected; when it fails or ends it is tried again after the server's last `retry:` (5 s unless a closing
 * server asked for less), and the 5 s poll runs meanwhile.
 */
export function useMessageStream(): boolean {
  const session = useSession();
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!session || !canStream()) return undefined;
    const abort = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;

    const connect = async () => {
      let retryMs: number | undefined;
      try {
        const response = await fetch('/api/messages/stream', {
          headers: { Accept: 'text/event-stream', Authorization: `Bearer ${session.token}` }, signal: abort.signal,
        });
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        retryMs = await readEventStream(response.body, (event) => {
          if (event.event !== 'messages') return;
          setLive(true);
          queryClient.setQueryData<ChatMessagesResponse>(chatKeys.messages(session.userId), JSON.parse(event.data) as ChatMessagesResponse);
          // The server read the conversation for this event, so the shop's replies in it are read now.
          void queryClient.invalidateQueries({ queryKey: chatKeys.unread(session.userId) });
        });
      } catch {
        // The poll covers for it; a 401 is noticed (and the session ended) by the poll's own request.
      }
      setLive(false);
      // A stream the server ended says when to come back (a closing instance: 1–3 s, to another one behind the balancer).
      if (!abort.signal.aborted) retry = setTimeout(() => void connect(), retryMs === undefined ? CHAT_POLL_MS : Math.min(Math.max(retryMs, 500), 60_000));
    };
    void connect();
    return () => {
      abort.abort();
      clearTimeout(retry);
      setLive(false);
    };
  }, [session, queryClient]);

  return live;
}
