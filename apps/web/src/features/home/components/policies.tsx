import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { Headphones, RefreshCw, RotateCcw } from '@/ui/icons';
import { SectionTitle } from '@/ui/section-title';

const policies = [
  {
    icon: RefreshCw,
    title: 'Easy Exchange',
    text: 'Wrong size or not quite right? Exchange it without the hassle.',
    to: paths.returnPolicy,
  },
  {
    icon: RotateCcw,
    title: '7 Days Return',
    text: '7 days return for a full refund or exchange.',
    to: paths.returnPolicy,
  },
  {
    icon: Headphones,
    title: 'Best Customer Support',
    text: 'We are here for you 24/7 by phone, e-mail and chat.',
    to: paths.contact,
  },
] as const;

export function Policies() {
  return (
    <section aria-labelledby="policies-title" className="mx-auto max-w-7xl px-4 pt-20 sm:px-6">
      <SectionTitle id="policies-title" lead="Our" strong="Policies" />
      <ul className="grid gap-4 sm:grid-cols-3">
        {policies.map(({ icon: Icon, title, text, to }) => (
          <li key={title}>
            <Link
              to={to}
              className="flex h-full items-center gap-4 rounded-2xl border border-ink-200 p-5 transition-colors hover:border-ink-900 sm:flex-col sm:px-6 sm:py-8 sm:text-center"
            >
              <Icon aria-hidden="true" className="size-9 shrink-0 text-brand-700 sm:size-10" strokeWidth={1.5} />
              <div>
                <h3 className="font-semibold text-ink-900 sm:mt-2">{title}</h3>
                <p className="mt-1 text-sm text-ink-600">{text}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
