import { useEffect } from 'react';
import { toast } from '@/ui/toaster';
import { Button } from '@/ui/button';
import { Hourglass } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { useWaitlist } from '../api/list-waitlist';
import { WaitlistEntryRow } from './waitlist-entry';

/** The profile's waitlist (spec 2 §2): what the customer waits for, with Add to Cart once it is back. */
export function WaitlistSection({ className }: { className?: string }) {
  const waitlist = useWaitlist();
  const failed = waitlist.isError && !waitlist.data;

  useEffect(() => {
    if (failed) toast.error('Failed to load waitlist', { id: 'waitlist-load-failed' });
  }, [failed]);

  return (
    <section aria-labelledby="waitlist-title" className={className}>
      <h2 id="waitlist-title" className="flex items-center gap-2 text-lg font-semibold text-ink-900">
        <Hourglass aria-hidden="true" className="size-5 text-brand-700" /> Waitlist
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
            Nothing here yet. Choose a sold-out size on a product page and join its waitlist: we e-mail you when it is back.
          </p>
        )
      ) : failed ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm text-ink-700">
          Failed to load waitlist
          <Button variant="secondary" onClick={() => void waitlist.refetch()}>
            Try again
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
