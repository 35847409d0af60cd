import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CANCELLATION_WINDOW_DAYS, SUPPORT_EMAIL, SUPPORT_HOURS } from '@mitumba/contracts/plain';
import { supportLinks } from '@/lib/contact-links';
import { useShopWhatsApp, whatsAppChatLink } from '@/lib/shop-whatsapp';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { Clock, Headphones, Mail, Phone, Smartphone, type LucideIcon } from '@/ui/icons';
import { SupportPhone } from '@/ui/support-phone';
import { PolicySection, StaticPage } from '../components/static-page';

const contactLink = 'inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2';

function Way({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-ink-200 p-5">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-widest text-ink-500 uppercase">{label}</p>
        <div className="mt-1 text-ink-900">{children}</div>
      </div>
    </li>
  );
}

/** The chat is for customers: a link to it once logged in, the way to log in before. */
function ChatWay() {
  const session = useSession();
  return session ? (
    <Link to={paths.userChat} className={contactLink}>
      Open the chat
    </Link>
  ) : (
    <span>
      <Link to={paths.login} className={contactLink}>
        Log in
      </Link>{' '}
      to chat with us about your orders.
    </span>
  );
}

/** /support: the screen the payment and deposit pages send shoppers to (spec 2 §2), with every way to reach the shop. */
export function SupportPage() {
  const whatsApp = useShopWhatsApp();
  return (
    <StaticPage eyebrow="Support" title="How can we help?" intro="Reach us the way that suits you: we answer around the clock.">
      <ul className="plain mt-8 grid gap-3 sm:grid-cols-2">
        <Way icon={Phone} label="Phone">
          <SupportPhone />
        </Way>
        <Way icon={Smartphone} label="WhatsApp">
          <a href={whatsAppChatLink(whatsApp)} target="_blank" rel="noopener noreferrer" className={contactLink}>
            Message us on WhatsApp
          </a>
        </Way>
        <Way icon={Mail} label="E-mail">
          <a href={supportLinks.mailto} className={contactLink}>
            {SUPPORT_EMAIL}
          </a>
        </Way>
        <Way icon={Headphones} label="Chat">
          <ChatWay />
        </Way>
        <Way icon={Clock} label="Hours">
          {SUPPORT_HOURS}
        </Way>
      </ul>
      <PolicySection title="Returns and cancellations">
        <ul>
          <li>
            A paid order that has not left the shop can be cancelled from <Link to={paths.orders}>your orders</Link> at once;
            the money goes back the way you paid.
          </li>
          <li>
            After delivery, ask for a return from your orders within {CANCELLATION_WINDOW_DAYS} days: unused items in their
            original packaging with tags, bales only unopened.
          </li>
          <li>Tell us within 48 hours of delivery if an item arrives damaged or is not what you ordered.</li>
          <li>Opened or used packages, items without packaging or tags, and clearance or sale items cannot be refunded.</li>
          <li>Refunds reach the way you paid within 7 business days.</li>
        </ul>
        <p>
          The details are in our <Link to={paths.returnPolicy}>return policy</Link>.
        </p>
      </PolicySection>
    </StaticPage>
  );
}

export { SupportPage as Component };
