import type { ReactNode } from 'react';
import { CANCELLATION_WINDOW_DAYS } from '@mitumba/contracts/plain';
import { useT, type MessageId } from '@/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Headphones, RotateCcw, ShieldCheck, Smartphone, type LucideIcon } from '@/ui/icons';

/** The shop's own promises (spec 1 §2 Home claims), beside the forms on wide screens. */
const promises: { icon: LucideIcon; text: MessageId }[] = [
  { icon: ShieldCheck, text: 'auth.promise.quality' },
  { icon: RotateCcw, text: 'auth.promise.returns' },
  { icon: Smartphone, text: 'auth.promise.pay' },
  { icon: Headphones, text: 'auth.promise.support' },
];

function PromisePanel() {
  const t = useT();
  return (
    <aside className="hidden flex-col justify-between bg-brand-800 p-10 text-white lg:flex">
      <div>
        <p className="text-xs font-semibold tracking-[0.25em] text-accent-300">{t('auth.promise.brand')}</p>
        <p className="mt-4 text-3xl leading-tight font-semibold">{t('auth.promise.headline')}</p>
      </div>
      <ul className="space-y-4">
        {promises.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 text-sm text-brand-50">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700">
              <Icon aria-hidden="true" className="size-4 text-accent-300" />
            </span>
            {t(text, { days: CANCELLATION_WINDOW_DAYS })}
          </li>
        ))}
      </ul>
    </aside>
  );
}

interface AuthLayoutProps {
  title: string;
  intro?: ReactNode;
  /** Shown above the title (e.g. the mode switcher). */
  top?: ReactNode;
  children: ReactNode;
}

/** The frame of every account screen: a calm card, with the shop's promises beside it on wide screens. */
export function AuthLayout({ title, intro, top, children }: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-12">
      <div className="overflow-hidden sm:rounded-3xl sm:border sm:border-ink-200 sm:shadow-sm lg:grid lg:min-h-[36rem] lg:grid-cols-[5fr_6fr]">
        <PromisePanel />
        <div className="flex flex-col justify-center sm:px-10 sm:py-10 lg:px-14">
          <div className="mx-auto w-full max-w-md">
            {top}
            <h1 className="text-2xl font-semibold text-ink-900 sm:text-3xl">{title}</h1>
            {intro ? <div className="mt-2 text-base text-ink-600">{intro}</div> : null}
            <div className="mt-6">{children}</div>
          </div>
        </div>
      </div>
    </div>
  );
}
