import { useId, type ReactNode } from 'react';
import { Button } from '@/ui/button';
import type { LucideIcon } from '@/ui/icons';

interface SettingsCardProps {
  title: string;
  icon: LucideIcon;
  /** One line under the title while the form is closed. */
  summary: ReactNode;
  open: boolean;
  onOpen: () => void;
  children: ReactNode;
}

/** A profile card that opens into a form, in the look of "Personal details". */
export function SettingsCard({ title, icon: Icon, summary, open, onOpen, children }: SettingsCardProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-3xl border border-ink-200 p-5 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold text-ink-900">
              {title}
            </h2>
            {open ? null : <p className="text-sm wrap-anywhere text-ink-600">{summary}</p>}
          </div>
        </div>
        {open ? null : (
          <Button variant="secondary" onClick={onOpen}>
            {title}
          </Button>
        )}
      </div>
      {open ? <div className="mt-6">{children}</div> : null}
    </section>
  );
}
