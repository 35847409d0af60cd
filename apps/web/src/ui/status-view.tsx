import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { LucideIcon } from '@/ui/icons';

interface StatusViewProps {
  icon: LucideIcon;
  tone?: 'brand' | 'danger' | 'accent';
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

const tones = {
  brand: 'bg-brand-50 text-brand-700',
  danger: 'bg-danger-50 text-danger-700',
  accent: 'bg-accent-100 text-accent-600',
} as const;

/**
 * The short result screens (verified, welcome back, locked out, order placed, payment results): an icon, a heading,
 * a message, actions.
 */
export function StatusView({ icon: Icon, tone = 'brand', title, children, actions }: StatusViewProps) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-14 text-center sm:py-20">
      <span className={`inline-flex size-16 items-center justify-center rounded-full ${tones[tone]}`}>
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-semibold text-ink-900 sm:text-3xl">{title}</h1>
      {children ? <div className="mt-3 w-full space-y-2 text-base text-ink-600">{children}</div> : null}
      {actions ? <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">{actions}</div> : null}
    </section>
  );
}
