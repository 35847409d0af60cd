import { STORE_REGION, SUPPORT_EMAIL } from '@mitumba/contracts/plain';
import { Link } from 'react-router';
import { T, useT } from '@/i18n';
import { paths } from '@/lib/paths';
import { PolicySection, StaticPage } from '../components/static-page';

export function TermsPage() {
  const t = useT();
  return (
    <StaticPage eyebrow={t('pages.terms.eyebrow')} title={t('pages.terms.title')} intro={t('pages.terms.intro')}>
      <PolicySection title={t('pages.terms.about.title')}>
        <p>{t('pages.terms.about.text', { region: STORE_REGION })}</p>
      </PolicySection>
      <PolicySection title={t('pages.terms.account.title')}>
        <p>{t('pages.terms.account.text')}</p>
      </PolicySection>
      <PolicySection title={t('pages.terms.products.title')}>
        <p>{t('pages.terms.products.text')}</p>
      </PolicySection>
      <PolicySection title={t('pages.terms.prices.title')}>
        <p>{t('pages.terms.prices.text')}</p>
      </PolicySection>
      <PolicySection id="delivery" title={t('pages.terms.delivery.title')}>
        <p>{t('pages.terms.delivery.text')}</p>
      </PolicySection>
      <PolicySection title={t('pages.terms.returns.title')}>
        <p>
          <T id="pages.terms.returns.text" components={{ 0: <Link to={paths.returnPolicy} /> }} />
        </p>
      </PolicySection>
      <PolicySection title={t('pages.terms.offers.title')}>
        <p>{t('pages.terms.offers.text')}</p>
      </PolicySection>
      <PolicySection title={t('pages.terms.changes.title')}>
        <p>
          <T id="pages.terms.changes.text" values={{ email: SUPPORT_EMAIL }} components={{ 0: <a href={`mailto:${SUPPORT_EMAIL}`} /> }} />
        </p>
      </PolicySection>
    </StaticPage>
  );
}

export { TermsPage as Component };
