import { Link } from 'react-router';
import { Headphones } from '@/ui/icons';
import { loyaltyPaths } from '../loyalty-paths';

/** The floating button to the shop's chat (spec 2 §2: on /profile only, so the profile page renders it), above the phone tab bar. */
export function ChatButton() {
  return (
    <Link
      to={loyaltyPaths.userChat}
      aria-label="Chat with us"
      className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 inline-flex min-h-14 items-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-white shadow-lg transition-colors hover:bg-brand-800 sm:right-8 md:bottom-8"
    >
      <Headphones aria-hidden="true" className="size-5" />
      <span className="hidden sm:inline">Chat with us</span>
    </Link>
  );
}
