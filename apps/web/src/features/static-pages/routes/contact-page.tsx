import type { ReactNode } from 'react';
import { STORE_REGION, SUPPORT_EMAIL } from '@mitumba/contracts/plain';
import { useT } from '@/i18n';
import { supportLinks } from '@/lib/contact-links';
import { buttonClasses } from '@/ui/button';
import { SupportPhone } from '@/ui/support-phone';
import { Clock, Mail, MapPin, Phone, type LucideIcon } from '@/ui/icons';
import { PolicySection, StaticPage } from '../components/static-page';

const contactLink = 'inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2';
const CAREERS_EMAIL = `careers@${SUPPORT_EMAIL.split('@')[1]}`;

function ContactLine({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-ink-200 p-5">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
      <div>
        <p className="text-xs font-semibold tracking-widest text-ink-500 uppercase">{label}</p>
        <div className="mt-1 text-ink-900">{children}</div>
      </div>
    </li>
  );
}

export function ContactPage() {
  const t = useT();
  return (
    <StaticPage eyebrow={t('pages.contact.eyebrow')} title={t('pages.contact.title')} intro={t('pages.contact.intro')}>
      <ul className="plain mt-8 grid gap-3 sm:grid-cols-2">
        <ContactLine icon={MapPin} label={t('pages.contact.store')}>
          {STORE_REGION}
        </ContactLine>
        <ContactLine icon={Phone} label={t('pages.ways.phone')}>
          <SupportPhone />
        </ContactLine>
        <ContactLine icon={Mail} label={t('pages.ways.email')}>
          <a href={supportLinks.mailto} className={contactLink}>
            {SUPPORT_EMAIL}
          </a>
        </ContactLine>
        <ContactLine icon={Clock} label={t('pages.ways.hours')}>
          {t('pages.ways.hoursValue')}
        </ContactLine>
      </ul>
      <PolicySection title={t('pages.contact.careers.title')}>
        <p>{t('pages.contact.careers.text')}</p>
        <a href={`mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(t('pages.contact.careers.subject'))}`} className={buttonClasses('primary', 'lg', 'mt-6')}>
          {t('pages.contact.careers.button')}
        </a>
      </PolicySection>
    </StaticPage>
  );
}

export { ContactPage as Component };
