import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@mitumba/contracts/plain';
import { useLingui, useT } from '@/i18n';
import { cn } from '@/lib/cn';
import { CircleCheck, Headphones } from '@/ui/icons';

const SENT_AT = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } as const;

/** Who is looking: the customer (their messages on the right) or the shop (its replies on the right). */
export type ChatViewer = 'customer' | 'shop';

interface ChatThreadProps {
  messages: ChatMessage[];
  viewer: ChatViewer;
  /** How the other side is named above their messages (the shop's replies say "Mitumba" to a customer). */
  otherName: string;
}

/** The thread in reading order: each customer message, then the shop's replies to it. */
const inOrder = (messages: ChatMessage[]) => messages.flatMap((message) => [message, ...message.replies]);

function Bubble({ message, own, otherName }: { message: ChatMessage; own: boolean; otherName: string }) {
  const t = useT();
  const { i18n } = useLingui();
  const fromShop = message.isAdmin;
  return (
    <li className={cn('flex flex-col gap-1', own ? 'items-end' : 'items-start')} data-testid={fromShop ? 'shop-message' : 'customer-message'}>
      <span className="flex items-center gap-1.5 text-xs font-semibold text-ink-600">
        {fromShop ? <Headphones aria-hidden="true" className="size-3.5 text-brand-700" /> : null}
        {own ? t('chat.thread.you') : otherName}
        {!own && !message.read ? <span className="rounded-full bg-accent-100 px-2 py-0.5 text-[11px] font-bold text-ink-900">{t('chat.thread.new')}</span> : null}
      </span>
      <p
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-[15px] leading-relaxed whitespace-pre-wrap wrap-anywhere sm:max-w-[70%]',
          own ? 'rounded-br-md bg-brand-700 text-white' : 'rounded-bl-md border border-ink-200 bg-white text-ink-900',
        )}
      >
        {message.content}
      </p>
      <span className="flex items-center gap-1 text-xs text-ink-600">
        <time dateTime={message.createdAt}>{i18n.date(new Date(message.createdAt), SENT_AT)}</time>
        {own ? (
          message.read ? (
            <span className="inline-flex items-center gap-0.5 text-brand-700"><CircleCheck aria-hidden="true" className="size-3.5" />{t('chat.thread.seen')}</span>
          ) : <span>· {t('chat.thread.sent')}</span>
        ) : null}
      </span>
    </li>
  );
}

/**
 * The conversation as bubbles: the viewer's own on the right, the other side's on the left with their name, the
 * shop's marked as the shop's (spec 2 §2: admin replies appear as admin messages). Unread marks: "New" on what the
 * viewer had not seen, "Seen" on their own once the other side read it. Keeps the newest message in view inside the
 * nearest `data-chat-scroll` box.
 */
export function ChatThread({ messages, viewer, otherName }: ChatThreadProps) {
  const t = useT();
  const list = useRef<HTMLOListElement>(null);
  const ordered = inOrder(messages);
  const newest = ordered.at(-1)?._id;
  // Scrolls the thread's own box (marked data-chat-scroll), never the page, so the text box stays where it is.
  useEffect(() => {
    const box = list.current?.closest<HTMLElement>('[data-chat-scroll]');
    if (box) box.scrollTop = box.scrollHeight;
  }, [newest]);

  return (
    <ol ref={list} aria-label={t('chat.thread.label')} className="flex flex-col gap-4">
      {ordered.map((message) => (
        <Bubble key={message._id} message={message} own={message.isAdmin === (viewer === 'shop')} otherName={otherName} />
      ))}
    </ol>
  );
}
