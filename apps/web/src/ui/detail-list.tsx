import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface Detail {
  label: string;
  value: ReactNode;
  /** For tests and e2e: `data-testid` on the value. */
  testId?: string;
}

/** Label and value rows in a quiet card: order id, amount, receipt... Rows without a value are left out. */
export function DetailList({ details, className }: { details: Detail[]; className?: string }) {
  const shown = details.filter((detail) => detail.value !== null && detail.value !== undefined && detail.value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className={cn('w-full divide-y divide-ink-200 rounded-2xl border border-ink-200 bg-ink-50 px-4 text-left text-sm', className)}>
      {shown.map((detail) => (
        <div key={detail.label} className="flex items-baseline justify-between gap-4 py-3">
          <dt className="shrink-0 text-ink-600">{detail.label}</dt>
          <dd data-testid={detail.testId} className="text-right font-medium wrap-anywhere text-ink-900 tabular-nums">
            {detail.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
