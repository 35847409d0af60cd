import { Link } from 'react-router';
import { STORE_REGION, SUPPORT_EMAIL, SUPPORT_PHONE } from '@mitumba/contracts/plain';
import { supportLinks } from '@/lib/contact-links';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/ui/button';
import { ArrowUp } from '@/ui/icons';
import { copyrightYears } from './copyright-years';
import { Logo } from './logo';
import { SocialLinks } from './social-links';
import { useT } from '@/i18n';

const companyLinks = [
  { to: paths.home, label: 'shell.footer.home' },
  { to: paths.about, label: 'shell.footer.aboutUs' },
  { to: `${paths.terms}#delivery`, label: 'shell.footer.delivery' },
  { to: paths.privacy, label: 'shell.footer.privacy' },
  { to: paths.support, label: 'shell.footer.support' },
] as const;

const heading = 'mb-4 text-sm font-semibold tracking-wide text-ink-900 uppercase';
const listLink = 'inline-flex min-h-11 items-center text-sm text-ink-600 hover:text-ink-900 sm:min-h-9';

export function Footer() {
  const t = useT();
  return (
    <footer className="mt-16 border-t border-ink-200 bg-ink-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <Logo />
          <p className="mt-4 max-w-md text-sm leading-relaxed text-ink-600">
            {t('shell.footer.about')}
          </p>
          <div className="mt-6">
            <SocialLinks />
          </div>
        </div>
        <nav aria-label={t('shell.footer.company')}>
          <h2 className={heading}>{t('shell.footer.company')}</h2>
          <ul>
            {companyLinks.map(({ to, label }) => (
              <li key={label}>
                <Link to={to} className={listLink}>
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={heading}>{t('shell.footer.getInTouch')}</h2>
          <ul className="space-y-1 text-sm text-ink-600">
            <li>
              <a href={supportLinks.tel} className={listLink}>
                {SUPPORT_PHONE}
              </a>
            </li>
            <li>
              <a href={supportLinks.mailto} className={listLink}>
                {SUPPORT_EMAIL}
              </a>
            </li>
            <li className="py-2">{STORE_REGION}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-ink-200">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <p className="text-xs text-ink-600" data-testid="copyright">
            {t('shell.footer.copyright', { years: copyrightYears(new Date()) })}
          </p>
          <button
            type="button"
            aria-label={t('shell.footer.scrollTop')}
            className={buttonClasses('secondary', 'icon')}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <ArrowUp aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
    </footer>
  );
}
