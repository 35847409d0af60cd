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

/** A profile card: an icon, a title, a line under it, an action on the right, and what opens below. */
export function ProfileCard({ title, icon: Icon, summary, action, children }: {
  title: string; icon: LucideIcon; summary: ReactNode; action: ReactNode; children?: ReactNode;
}) {
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
            {summary ? <p className="text-sm wrap-anywhere text-ink-600">{summary}</p> : null}
          </div>
        </div>
        {action}
      </div>
      {children ? <div className="mt-6">{children}</div> : null}
    </section>
  );
}

/** A profile card that opens into a form, in the look of "Personal details". */
export function SettingsCard({ title, icon, summary, open, onOpen, children }: SettingsCardProps) {
  return (
    <ProfileCard
      title={title}
      icon={icon}
      summary={open ? null : summary}
      action={open ? null : <Button variant="secondary" onClick={onOpen}>{title}</Button>}
    >
      {open ? children : null}
    </ProfileCard>
  );
}
