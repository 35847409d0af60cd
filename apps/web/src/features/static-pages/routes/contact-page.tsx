import type { ReactNode } from 'react';
import { STORE_REGION, SUPPORT_EMAIL, SUPPORT_HOURS } from '@mitumba/contracts/plain';
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
  return (
    <StaticPage eyebrow="Contact us" title="We're here to help" intro="Questions about an order, a size or a bale? Reach us any time.">
      <ul className="plain mt-8 grid gap-3 sm:grid-cols-2">
        <ContactLine icon={MapPin} label="Our store">
          {STORE_REGION}
        </ContactLine>
        <ContactLine icon={Phone} label="Phone">
          <SupportPhone />
        </ContactLine>
        <ContactLine icon={Mail} label="E-mail">
          <a href={supportLinks.mailto} className={contactLink}>
            {SUPPORT_EMAIL}
          </a>
        </ContactLine>
        <ContactLine icon={Clock} label="Support hours">
          {SUPPORT_HOURS}
        </ContactLine>
      </ul>
      <PolicySection title="Careers at Mitumba">
        <p>
          We are always looking for sharp-eyed sorters, friendly customer-care agents and reliable riders. Learn more
          about our teams and job openings.
        </p>
        <a href={`mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent('Jobs at Mitumba')}`} className={buttonClasses('primary', 'lg', 'mt-6')}>
          Explore Jobs
        </a>
      </PolicySection>
    </StaticPage>
  );
}

export { ContactPage as Component };
