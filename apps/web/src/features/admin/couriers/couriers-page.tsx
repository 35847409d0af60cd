import { useState } from 'react';
import type { Courier } from '@mitumba/contracts';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toaster';
import { CourierFormDialog } from './courier-form-dialog';
import { useAdminCouriers, useCourierChange, type CourierChange } from './couriers-api';

const pill = (on: boolean) => (on ? 'rounded-full bg-success-50 px-3 py-1 text-sm font-semibold text-success-700' : 'rounded-full bg-ink-100 px-3 py-1 text-sm font-semibold text-ink-700');

/** /admin/couriers: who the shop hands parcels to, and where each parcel is tracked; a courier off is not offered at dispatch. */
export function CouriersPage() {
  useDocumentTitle('Couriers');
  const couriers = useAdminCouriers();
  const change = useCourierChange();
  const [editing, setEditing] = useState<Courier | 'new' | null>(null);
  const list = couriers.data?.couriers ?? [];

  // mutateAsync, not mutate's callbacks: the toast must not depend on a row that the refetch may re-render.
  const run = (next: CourierChange, done: string) => change.mutateAsync(next).then(
    () => {
      toast.success(done);
      setEditing(null);
    },
    (failure: unknown) => toast.error(isApiError(failure) ? failure.message : 'Something went wrong. Please try again.'),
  );

  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-ink-900">Couriers</h1>
          <p className="mt-1 text-sm text-ink-700">Chosen when an order is dispatched; the customer gets the tracking link.</p>
        </div>
        <Button variant="accent" onClick={() => setEditing('new')}>Add courier</Button>
      </div>
      {couriers.isPending ? <Skeleton className="h-48 w-full rounded-2xl" /> : null}
      {couriers.isError ? (
        <p role="alert" className="text-danger-700">{isApiError(couriers.error) ? couriers.error.message : 'Could not load the couriers. Please try again.'}</p>
      ) : null}
      {list.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label="Couriers">
          {list.map((courier) => (
            <li key={courier.id} data-testid="admin-courier" className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-4 lg:flex-row lg:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink-900">{courier.name}</p>
                <p className="break-all text-sm text-ink-700">{courier.trackingUrlPattern ?? 'No tracking link'}</p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <span className={pill(courier.enabled)}>{courier.enabled ? 'On' : 'Off'}</span>
                <Button variant="ghost" disabled={change.isPending} onClick={() => run({ kind: 'update', id: courier.id, enabled: !courier.enabled }, courier.enabled ? `${courier.name} turned off` : `${courier.name} turned on`)}>
                  {courier.enabled ? 'Turn off' : 'Turn on'}
                </Button>
                <Button variant="secondary" onClick={() => setEditing(courier)} aria-label={`Edit ${courier.name}`}>Edit</Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {editing ? (
        <CourierFormDialog
          courier={editing === 'new' ? undefined : editing}
          pending={change.isPending}
          onClose={() => setEditing(null)}
          onSave={(values) => (editing === 'new'
            ? run({ kind: 'create', ...values }, 'Courier added')
            : run({ kind: 'update', id: editing.id, ...values }, 'Courier saved'))}
        />
      ) : null}
    </section>
  );
}
