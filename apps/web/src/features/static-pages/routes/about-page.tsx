import { useT, type MessageId } from '@/i18n';
import { BadgeCheck, Headphones, Truck, type LucideIcon } from '@/ui/icons';
import { PolicySection, StaticPage } from '../components/static-page';

const values = [
  { icon: BadgeCheck, title: 'pages.about.quality.title', text: 'pages.about.quality.text' },
  { icon: Truck, title: 'pages.about.convenience.title', text: 'pages.about.convenience.text' },
  { icon: Headphones, title: 'pages.about.service.title', text: 'pages.about.service.text' },
] as const satisfies readonly { icon: LucideIcon; title: MessageId; text: MessageId }[];

export function AboutPage() {
  const t = useT();
  return (
    <StaticPage eyebrow={t('pages.about.eyebrow')} title={t('pages.about.title')} intro={t('pages.about.intro')}>
      <PolicySection title={t('pages.about.story.title')}>
        <p>{t('pages.about.story.market')}</p>
        <p>{t('pages.about.story.today')}</p>
      </PolicySection>
      <PolicySection title={t('pages.about.mission.title')}>
        <p>{t('pages.about.mission.text')}</p>
      </PolicySection>
      <h2>{t('pages.about.why')}</h2>
      <ul className="plain mt-6 grid gap-4 sm:grid-cols-3">
        {values.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-ink-200 p-6">
            <Icon aria-hidden="true" className="size-8 text-brand-700" strokeWidth={1.5} />
            <h3 className="mt-3 font-semibold text-ink-900">{t(title)}</h3>
            <p className="text-sm text-ink-600">{t(text)}</p>
          </li>
        ))}
      </ul>
    </StaticPage>
  );
}

export { AboutPage as Component };
