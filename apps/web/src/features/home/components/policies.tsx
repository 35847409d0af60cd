import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { Headphones, RefreshCw, RotateCcw } from '@/ui/icons';
import { SectionTitle } from '@/ui/section-title';
import { useT, type MessageId } from '@/i18n';

const policies = [
  {
    icon: RefreshCw,
    title: 'home.policies.exchange.title',
    text: 'home.policies.exchange.text',
    to: paths.returnPolicy,
  },
  {
    icon: RotateCcw,
    title: 'home.policies.return.title',
    text: 'home.policies.return.text',
    to: paths.returnPolicy,
  },
  {
    icon: Headphones,
    title: 'home.policies.support.title',
    text: 'home.policies.support.text',
    to: paths.contact,
  },
] as const satisfies readonly { icon: unknown; title: MessageId; text: MessageId; to: string }[];

export function Policies() {
  const t = useT();
  return (
    <section aria-labelledby="policies-title" className="mx-auto max-w-7xl px-4 pt-20 sm:px-6">
      <SectionTitle id="policies-title" lead={t('home.policies.lead')} strong={t('home.policies.strong')} />
      <ul className="grid gap-4 sm:grid-cols-3">
        {policies.map(({ icon: Icon, title, text, to }) => (
          <li key={title}>
            <Link
              to={to}
              className="flex h-full items-center gap-4 rounded-2xl border border-ink-200 p-5 transition-colors hover:border-ink-900 sm:flex-col sm:px-6 sm:py-8 sm:text-center"
            >
              <Icon aria-hidden="true" className="size-9 shrink-0 text-brand-700 sm:size-10" strokeWidth={1.5} />
              <div>
                <h3 className="font-semibold text-ink-900 sm:mt-2">{t(title)}</h3>
                <p className="mt-1 text-sm text-ink-600">{t(text)}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
