import { useEffect } from 'react';
import { toast } from '@/ui/toaster';
import { Button } from '@/ui/button';
import { Hourglass } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { useWaitlist } from '../api/list-waitlist';
import { WaitlistEntryRow } from './waitlist-entry';
import { useT } from '@/i18n';

/** The profile's waitlist (spec 2 §2): what the customer waits for, with Add to Cart once it is back. */
export function WaitlistSection({ className }: { className?: string }) {
  const waitlist = useWaitlist();
  const failed = waitlist.isError && !waitlist.data;
  const t = useT();

  useEffect(() => {
    if (failed) toast.error(t('waitlist.loadFailed'), { id: 'waitlist-load-failed' });
  }, [failed, t]);

  return (
    <section aria-labelledby="waitlist-title" className={className}>
      <h2 id="waitlist-title" className="flex items-center gap-2 text-lg font-semibold text-ink-900">
        <Hourglass aria-hidden="true" className="size-5 text-brand-700" /> {t('waitlist.title')}
      </h2>
      {waitlist.data ? (
        waitlist.data.length > 0 ? (
          <ul className="mt-2 divide-y divide-ink-200">
            {waitlist.data.map((entry) => (
              <WaitlistEntryRow key={entry._id} entry={entry} />
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-ink-600">
            {t('waitlist.empty')}
          </p>
        )
      ) : failed ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm text-ink-700">
          {t('waitlist.loadFailed')}
          <Button variant="secondary" onClick={() => void waitlist.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : (
        <div className="mt-4 space-y-3" aria-hidden="true">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      )}
    </section>
  );
}
