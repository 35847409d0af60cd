import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Headphones, RotateCcw, ShieldCheck, Smartphone, type LucideIcon } from '@/ui/icons';

/** The shop's own promises (spec 1 §2 Home claims), beside the forms on wide screens. */
const promises: { icon: LucideIcon; text: string }[] = [
  { icon: ShieldCheck, text: 'Hand-picked and quality-checked' },
  { icon: RotateCcw, text: '7 days return for a full refund or exchange' },
  { icon: Smartphone, text: 'Pay with M-Pesa, card, bank or cash on delivery' },
  { icon: Headphones, text: 'Customer support 24/7' },
];

function PromisePanel() {
  return (
    <aside className="hidden flex-col justify-between bg-brand-800 p-10 text-white lg:flex">
      <div>
        <p className="text-xs font-semibold tracking-[0.25em] text-accent-300">MITUMBA</p>
        <p className="mt-4 text-3xl leading-tight font-semibold">Quality second-hand fashion, delivered across Kenya.</p>
      </div>
      <ul className="space-y-4">
        {promises.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 text-sm text-brand-50">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700">
              <Icon aria-hidden="true" className="size-4 text-accent-300" />
            </span>
            {text}
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
