import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CANCELLATION_WINDOW_DAYS, SUPPORT_EMAIL } from '@mitumba/contracts/plain';
import { T, useT } from '@/i18n';
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
  const t = useT();
  const session = useSession();
  return session ? (
    <Link to={paths.userChat} className={contactLink}>
      {t('pages.support.openChat')}
    </Link>
  ) : (
    <span>
      <T id="pages.support.logInToChat" components={{ 0: <Link to={paths.login} className={contactLink} /> }} />
    </span>
  );
}

/** /support: the screen the payment and deposit pages send shoppers to (spec 2 §2), with every way to reach the shop. */
export function SupportPage() {
  const t = useT();
  const whatsApp = useShopWhatsApp();
  return (
    <StaticPage eyebrow={t('pages.support.eyebrow')} title={t('pages.support.title')} intro={t('pages.support.intro')}>
      <ul className="plain mt-8 grid gap-3 sm:grid-cols-2">
        <Way icon={Phone} label={t('pages.ways.phone')}>
          <SupportPhone />
        </Way>
        <Way icon={Smartphone} label={t('pages.support.whatsappLabel')}>
          <a href={whatsAppChatLink(whatsApp)} target="_blank" rel="noopener noreferrer" className={contactLink}>
            {t('pages.support.whatsapp')}
          </a>
        </Way>
        <Way icon={Mail} label={t('pages.ways.email')}>
          <a href={supportLinks.mailto} className={contactLink}>
            {SUPPORT_EMAIL}
          </a>
        </Way>
        <Way icon={Headphones} label={t('pages.support.chat')}>
          <ChatWay />
        </Way>
        <Way icon={Clock} label={t('pages.support.hours')}>
          {t('pages.ways.hoursValue')}
        </Way>
      </ul>
      <PolicySection title={t('pages.support.returns.title')}>
        <ul>
          <li>
            <T id="pages.support.returns.cancel" components={{ 0: <Link to={paths.orders} /> }} />
          </li>
          <li>{t('pages.support.returns.window', { days: CANCELLATION_WINDOW_DAYS })}</li>
          <li>{t('pages.support.returns.damaged')}</li>
          <li>{t('pages.support.returns.excluded')}</li>
          <li>{t('pages.support.returns.refunds')}</li>
        </ul>
        <p>
          <T id="pages.support.returns.details" components={{ 0: <Link to={paths.returnPolicy} /> }} />
        </p>
      </PolicySection>
    </StaticPage>
  );
}

export { SupportPage as Component };
