import { Link } from 'react-router';
import type { AdminConversationRow } from '@mitumba/contracts/plain';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/cn';
import { adminPaths } from '../admin-paths';
import { PagedList } from '../components/paged-list';
import { formatShopTime } from '../order-labels';
import { useInbox } from './inbox-api';

function ConversationLink({ row }: { row: AdminConversationRow }) {
  const unread = row.unread > 0;
  return (
    <Link
      to={adminPaths.conversation(row.customerId)}
      className={cn('flex min-h-11 flex-col gap-1 px-4 py-3 hover:bg-ink-50', unread ? 'bg-brand-50/60' : undefined)}
      data-testid="conversation"
    >
      <span className="flex items-center justify-between gap-3">
        <span className={cn('wrap-anywhere text-ink-900', unread ? 'font-bold' : 'font-semibold')}>{row.customerName}</span>
        <time dateTime={row.lastMessage.createdAt} className="shrink-0 text-xs text-ink-600">{formatShopTime(row.lastMessage.createdAt)}</time>
      </span>
      <span className="flex items-center justify-between gap-3">
        <span className="line-clamp-1 text-sm wrap-anywhere text-ink-700">
          {row.lastMessage.fromShop ? <span className="font-semibold">You: </span> : null}
          {row.lastMessage.content}
        </span>
        {unread ? (
          <span className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white" data-testid="unread-count">
            {row.unread}
            <span className="sr-only"> unread</span>
          </span>
        ) : null}
      </span>
    </Link>
  );
}

/** /admin/inbox: every customer's conversation, the most recent first, with how many of their messages are unread. */
export function InboxPage() {
  useDocumentTitle('Inbox');
  const inbox = useInbox();
  const rows = inbox.data?.pages.flatMap((page) => page.conversations) ?? [];
  const waiting = inbox.data?.pages[0]?.unreadConversations ?? 0;
  return (
    <section className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Inbox</h1>
        {inbox.data ? (
          <p className="text-sm text-ink-700" data-testid="unread-conversations">
            {waiting === 0 ? 'Everything is read.' : `${waiting} conversation${waiting === 1 ? '' : 's'} with unread messages`}
          </p>
        ) : null}
      </div>
      <PagedList query={inbox} count={rows.length} errorText="Could not load the inbox. Please try again." empty="No messages yet.">
        <ul className="divide-y divide-ink-200 overflow-hidden rounded-2xl border border-ink-200 bg-white">
          {rows.map((row) => (
            <li key={row.customerId}><ConversationLink row={row} /></li>
          ))}
        </ul>
      </PagedList>
    </section>
  );
}
