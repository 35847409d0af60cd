import { useId, type ReactNode } from 'react';
import { CopyButton } from '@/ui/copy-button';
import type { LucideIcon } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { useT } from '@/i18n';

/** One line of what to type into M-Pesa; `copy` adds a copy button ('Paybill copied!', 'Reference copied!'). */
export interface PaybillLine {
  label: string;
  value: string;
  copy?: { label: string; message: string };
}


function Line({ label, value, copy }: PaybillLine) {
  return (
    <div className="flex min-h-11 items-center justify-between gap-3 py-1">
      <dt className="shrink-0 text-ink-600">{label}</dt>
      <dd className="flex items-center gap-1 text-right font-semibold wrap-anywhere text-ink-900 tabular-nums">
        {value}
        {copy ? <CopyButton text={value} label={copy.label} copiedMessage={copy.message} /> : null}
      </dd>
    </div>
  );
}

interface PaybillCardProps {
  title: string;
  icon: LucideIcon;
  /** Null while the numbers are still being fetched (a skeleton is shown). */
  lines: PaybillLine[] | null;
  note?: ReactNode;
  testId?: string;
}

/** How to pay from the M-Pesa menu: a titled card of what to type (each copyable where it helps) and a closing note. */
export function PaybillCard({ title, icon: Icon, lines, note, testId }: PaybillCardProps) {
  // Unique per card: /orders may show several.
  const titleId = useId();
  const t = useT();
  return (
    <section aria-labelledby={titleId} data-testid={testId} className="w-full rounded-2xl border border-brand-200 bg-brand-50 p-4 text-left text-sm">
      <h2 id={titleId} className="flex items-center gap-2 font-semibold text-ink-900">
        <Icon aria-hidden="true" className="size-4 text-brand-700" />
        {title}
      </h2>
      {lines ? (
        <dl className="mt-2 divide-y divide-brand-100">
          {lines.map((line) => <Line key={line.label} {...line} />)}
        </dl>
      ) : (
        <div aria-busy="true" aria-label={t('payments.paybill.loading')} className="mt-3 space-y-2">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      )}
      {note ? <p className="mt-2 text-ink-700">{note}</p> : null}
    </section>
  );
}
