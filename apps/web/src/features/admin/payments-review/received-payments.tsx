import { useState } from 'react';
import { toast } from '@/ui/toaster';
import { PagedList } from '../components/paged-list';
import { ReceivedItem } from './received-item';
import { useReceivedPayments } from './received-payments-api';

/**
 * "Received, not matched": paybill payments no order took by itself (decision 0038), newest first, each attachable to
 * an order by its reference or refundable to its payer. Once one is attached or sent back it leaves the list, and
 * what happened stays said above it.
 */
export function ReceivedPayments() {
  const received = useReceivedPayments();
  const [done, setDone] = useState<string | null>(null);
  const payments = received.data?.pages.flatMap((page) => page.payments) ?? [];
  const said = (message: string) => {
    setDone(message);
    toast.success(message);
  };

  return (
    <section aria-labelledby="received-title" className="flex flex-col gap-3">
      <div>
        <h2 id="received-title" className="text-xl font-semibold text-ink-900">Received, not matched</h2>
        <p className="mt-1 text-ink-700">
          Paybill payments whose account number matched no order, or whose amount did not fit it. Attach one to the order it was meant for, or send it back to whoever paid it.
        </p>
      </div>
      {done ? <p role="status" className="rounded-xl bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">{done}</p> : null}
      <PagedList
        query={received}
        count={payments.length}
        errorText="Could not load the paybill payments. Please try again."
        skeletonClassName="h-40 w-full rounded-2xl"
        empty="Every paybill payment found its order."
      >
        <ul className="flex flex-col gap-3" aria-label="Received, not matched">
          {payments.map((payment) => <ReceivedItem key={payment.id} payment={payment} onDone={said} />)}
        </ul>
      </PagedList>
    </section>
  );
}
