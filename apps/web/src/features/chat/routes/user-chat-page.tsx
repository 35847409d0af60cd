import { Link, Navigate } from 'react-router';
import { useT } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/session';
import { Headphones } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toaster';
import { useChatMessages } from '../api/get-messages';
import { useSendMessage } from '../api/send-message';
import { useMessageStream } from '../api/use-message-stream';
import { ChatComposer } from '../components/chat-composer';
import { ChatThread } from '../components/chat-thread';

function EmptyChat() {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-2 py-10 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Headphones aria-hidden="true" className="size-7" />
      </span>
      <p className="font-semibold text-ink-900">{t('chat.empty.title')}</p>
      <p className="max-w-xs text-sm text-ink-700">{t('chat.empty.text')}</p>
    </div>
  );
}

/**
 * /user-chat (spec 2 §2 Chat): the customer's messages with the shop's replies, a text box and Send. New messages
 * arrive over the live stream where it connects, otherwise by the 5 s poll. Visitors go to /login.
 */
export function UserChatPage() {
  const t = useT();
  useDocumentTitle(t('chat.title'));
  const session = useSession();
  const live = useMessageStream();
  const conversation = useChatMessages(live);
  const send = useSendMessage();

  if (!session) return <Navigate to={paths.login} replace />;

  const sendMessage = (content: string) => send.mutateAsync(content).catch((error: unknown) => {
    toast.error(isApiError(error) ? error.message : t('chat.sendFailed'));
    throw error;
  });

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col px-4 py-6 sm:py-10">
      <div className="flex items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-ink-900">{t('chat.title')}</h1>
          <p className="text-sm text-ink-700">{t('chat.subtitle')}</p>
        </div>
        <Link to={paths.profile} className="inline-flex min-h-11 shrink-0 items-center text-sm font-semibold whitespace-nowrap text-brand-700 underline-offset-4 hover:underline">
          {t('chat.profile')}
        </Link>
      </div>
      <div className="mt-5 flex min-h-[50dvh] flex-col rounded-2xl border border-ink-200 bg-ink-50">
        <div data-chat-scroll className="max-h-[65dvh] flex-1 overflow-y-auto p-4" aria-live="polite" aria-busy={conversation.isPending}>
          {conversation.isPending ? (
            <div className="flex flex-col gap-4">
              <Skeleton className="h-12 w-2/3 self-end rounded-2xl" />
              <Skeleton className="h-16 w-3/4 rounded-2xl" />
            </div>
          ) : null}
          {conversation.isError && !conversation.data ? (
            <p role="alert" className="text-danger-700">{t('chat.loadError')}</p>
          ) : null}
          {conversation.data && conversation.data.messages.length === 0 ? <EmptyChat /> : null}
          {conversation.data && conversation.data.messages.length > 0 ? (
            <ChatThread messages={conversation.data.messages} viewer="customer" otherName="Mitumba" />
          ) : null}
        </div>
        <div className="rounded-b-2xl border-t border-ink-200 bg-white p-3">
          <ChatComposer onSend={sendMessage} sending={send.isPending} />
        </div>
      </div>
    </section>
  );
}

export { UserChatPage as Component };
