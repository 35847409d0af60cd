import { SUPPORT_EMAIL } from '@mitumba/contracts/plain';
import { T, useT } from '@/i18n';
import { PolicySection, StaticPage } from '../components/static-page';

export function PrivacyPage() {
  const t = useT();
  return (
    <StaticPage eyebrow={t('pages.privacy.eyebrow')} title={t('pages.privacy.title')} intro={t('pages.privacy.intro')}>
      <PolicySection title={t('pages.privacy.collect.title')}>
        <ul>
          <li>{t('pages.privacy.collect.account')}</li>
          <li>{t('pages.privacy.collect.order')}</li>
          <li>{t('pages.privacy.collect.payment')}</li>
          <li>{t('pages.privacy.collect.technical')}</li>
        </ul>
      </PolicySection>
      <PolicySection title={t('pages.privacy.use.title')}>
        <p>{t('pages.privacy.use.text')}</p>
      </PolicySection>
      <PolicySection title={t('pages.privacy.share.title')}>
        <p>{t('pages.privacy.share.text')}</p>
      </PolicySection>
      <PolicySection title={t('pages.privacy.storage.title')}>
        <p>{t('pages.privacy.storage.text')}</p>
      </PolicySection>
      <PolicySection title={t('pages.privacy.rights.title')}>
        <p>
          <T id="pages.privacy.rights.text" values={{ email: SUPPORT_EMAIL }} components={{ 0: <a href={`mailto:${SUPPORT_EMAIL}`} /> }} />
        </p>
      </PolicySection>
    </StaticPage>
  );
}

export { PrivacyPage as Component };
