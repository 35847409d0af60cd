import { SUPPORT_EMAIL } from '@mitumba/contracts/plain';
import { T, useT } from '@/i18n';
import { PolicySection, StaticPage } from '../components/static-page';

export function ReturnPolicyPage() {
  const t = useT();
  return (
    <StaticPage eyebrow={t('pages.returns.eyebrow')} title={t('pages.returns.title')} intro={t('pages.returns.intro')}>
      <PolicySection title={t('pages.returns.returnable.title')}>
        <p>{t('pages.returns.returnable.unused')}</p>
        <p>{t('pages.returns.returnable.opened')}</p>
        <p>
          <T id="pages.returns.returnable.bales" components={{ 0: <strong /> }} />
        </p>
      </PolicySection>
      <PolicySection title={t('pages.returns.damaged.title')}>
        <p>{t('pages.returns.damaged.text')}</p>
      </PolicySection>
      <PolicySection title={t('pages.returns.excluded.title')}>
        <ul>
          <li>{t('pages.returns.excluded.opened')}</li>
          <li>{t('pages.returns.excluded.untagged')}</li>
          <li>{t('pages.returns.excluded.sale')}</li>
        </ul>
      </PolicySection>
      <PolicySection title={t('pages.returns.refunds.title')}>
        <p>{t('pages.returns.refunds.text')}</p>
      </PolicySection>
      <PolicySection title={t('pages.returns.start.title')}>
        <p>
          <T id="pages.returns.start.text" values={{ email: SUPPORT_EMAIL }} components={{ 0: <a href={`mailto:${SUPPORT_EMAIL}`} /> }} />
        </p>
      </PolicySection>
    </StaticPage>
  );
}

export { ReturnPolicyPage as Component };
