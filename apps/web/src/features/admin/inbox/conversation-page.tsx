import { Link, useParams } from 'react-router';
import type { AdminConversationResponse } from '@mitumba/contracts/plain';
import { ChatComposer, ChatThread } from '@/features/chat';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ChevronLeft } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toaster';
import { adminPaths } from '../admin-paths';
import { QueryError } from '../components/query-error';
import { RecentOrders } from '../components/recent-orders';
import { useConversation, useReply } from './inbox-api';

const card = 'rounded-2xl border border-ink-200 bg-white';


function Conversation({ customerId, detail }: { customerId: string; detail: AdminConversationResponse }) {
  const reply = useReply(customerId);
  const { customer } = detail;
  const send = (content: string) => reply.mutateAsync(content).catch((error: unknown) => {
    toast.error(isApiError(error) ? error.message : 'The reply was not sent. Please try again.');
    throw error;
  });
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold wrap-anywhere text-ink-900">{customer.name}</h1>
        <p className="text-sm wrap-anywhere text-ink-700">
          {customer.email} · {customer.phone} ·{' '}
          <Link to={adminPaths.customer(customer.id)} className="font-semibold text-brand-700 underline-offset-4 hover:underline">Customer account</Link>
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className={`${card} flex flex-col`}>
          <div data-chat-scroll className="max-h-[60dvh] min-h-64 overflow-y-auto rounded-t-2xl bg-ink-50 p-4" aria-live="polite">
            {detail.messages.length === 0 ? <p className="text-sm text-ink-600">No messages yet.</p> : (
              <ChatThread messages={detail.messages} viewer="shop" otherName={customer.name} />
            )}
          </div>
          <div className="border-t border-ink-200 p-3">
            <ChatComposer onSend={send} sending={reply.isPending} placeholder={`Reply to ${customer.name}…`} />
          </div>
        </div>
        <RecentOrders orders={detail.recentOrders} className={`${card} p-4`} />
      </div>
    </div>
  );
}

/** /admin/inbox/:customerId: one conversation with the reply box, and the customer's recent orders beside it. */
export function ConversationPage() {
  const { customerId = '' } = useParams();
  const conversation = useConversation(customerId);
  useDocumentTitle(conversation.data ? `Chat with ${conversation.data.customer.name}` : 'Conversation');
  return (
    <section className="flex flex-col gap-4">
      <Link to={adminPaths.inbox} className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-brand-700">
        <ChevronLeft className="size-4" aria-hidden="true" />
        Inbox
      </Link>
      {conversation.isPending ? <Skeleton className="h-96 w-full rounded-2xl" /> : null}
      {conversation.isError && !conversation.data ? <QueryError error={conversation.error} fallback="Could not load this conversation. Please try again." /> : null}
      {conversation.data ? <Conversation customerId={customerId} detail={conversation.data} /> : null}
    </section>
  );
}
