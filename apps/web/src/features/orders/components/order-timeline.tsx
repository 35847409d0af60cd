import type { TimelineEntry } from '@mitumba/contracts/plain';
import { useLingui, useT } from '@/i18n';
import { cn } from '@/lib/cn';
import { orderTime } from '../order-words';

const dotTones: Record<TimelineEntry['kind'], string> = {
  placed: 'bg-ink-400',
  prompt: 'bg-accent-500',
  awaiting: 'bg-accent-500',
  paid: 'bg-success-600',
  confirmed: 'bg-success-600',
  declined: 'bg-danger-600',
  expired: 'bg-danger-600',
  cancelled: 'bg-danger-600',
  dispatched: 'bg-accent-500',
  'ready-for-collection': 'bg-accent-500',
  delivered: 'bg-success-600',
  refunded: 'bg-accent-500',
};

/** The order's story from the server, oldest first, in the shopper's words. */
export function OrderTimeline({ steps }: { steps: TimelineEntry[] }) {
  const t = useT();
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="timeline-title" className="rounded-2xl border border-ink-200 bg-white p-4 sm:p-5">
      <h2 id="timeline-title" className="text-base font-semibold text-ink-900">
        {t('orders.timeline.title')}
      </h2>
      <ol className="mt-3 space-y-3" data-testid="timeline">
        {steps.map((step, index) => (
          <li key={`${step.at}-${index}`} className="relative flex gap-3 pl-1">
            <span aria-hidden="true" className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', dotTones[step.kind])} />
            <div className="text-sm">
              <p className="text-ink-900">{step.text}</p>
              <p className="text-xs text-ink-600">
                <time dateTime={step.at}>{orderTime(i18n, step.at)}</time>
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
