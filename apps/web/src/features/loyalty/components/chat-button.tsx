import { Link } from 'react-router';
import { useUnreadCount } from '@/features/chat';
import { useT, type Translate } from '@/i18n';
import { Headphones } from '@/ui/icons';
import { loyaltyPaths } from '../loyalty-paths';

/** The badge's text: the count, or "9+" past nine (the link's name carries the exact number). */
function unreadBadgeText(unread: number): string {
  return unread > 9 ? '9+' : String(unread);
}

/** The link's name: "Chat with us" first (what tests and people select it by), then the unread count when there is one. */
function chatButtonName(t: Translate, unread: number): string {
  return unread > 0 ? t('loyalty.chat.nameUnread', { count: unread }) : t('loyalty.chat.name');
}

/**
 * The floating button to the shop's chat (spec 2 §2: on /profile only, so the profile page renders it), above the
 * phone tab bar, with a badge counting the shop's replies not read yet (opening /user-chat reads them).
 */
export function ChatButton() {
  const t = useT();
  const unread = useUnreadCount();
  return (
    <Link
      to={loyaltyPaths.userChat}
      aria-label={chatButtonName(t, unread)}
      className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 inline-flex min-h-14 items-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-white shadow-lg transition-colors hover:bg-brand-800 sm:right-8 md:bottom-8"
    >
      <Headphones aria-hidden="true" className="size-5" />
      <span className="hidden sm:inline">{t('loyalty.chat.name')}</span>
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="chat-unread-badge"
          className="absolute -top-1 -right-1 inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-danger-700 px-1.5 text-xs font-bold text-white ring-2 ring-white"
        >
          {unreadBadgeText(unread)}
        </span>
      ) : null}
    </Link>
  );
}
