import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PagedList } from '../components/paged-list';
import { SelectField } from '../components/select-field';
import { groupByWeight, useAdminWaitlist, type WaitlistFilters } from './waitlist-api';
import { WaitlistGroupCard } from './waitlist-group';

const statusOptions = [{ value: 'pending', label: 'Waiting' }, { value: 'notified', label: 'Notified' }];

export function WaitlistPage() {
  useDocumentTitle('Waitlist');
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? 'pending';
  const filters: WaitlistFilters = {
    ...(status ? { status: status as WaitlistFilters['status'] } : {}),
    ...(params.get('productId') ? { productId: params.get('productId')! } : {}),
  };
  const waitlist = useAdminWaitlist(filters);
  const groups = groupByWeight(waitlist.data?.pages.flatMap((page) => page.entries) ?? []);

  const changeStatus = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('status', value);
    setParams(next, { replace: true });
  };

  return (
    <section className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Waitlist</h1>
        <p className="text-ink-700">Customers waiting for sold-out sizes. Restocking a size e-mails them in the order they joined.</p>
      </div>
      <SelectField label="Status" value={status} options={statusOptions} onChange={changeStatus} className="sm:max-w-xs" />
      <PagedList query={waitlist} count={groups.length} errorText="Could not load the waitlist. Please try again." empty="Nobody is waiting here.">
        <div className="flex flex-col gap-4">
          {groups.map((group) => <WaitlistGroupCard key={group.key} group={group} />)}
        </div>
      </PagedList>
    </section>
  );
}
