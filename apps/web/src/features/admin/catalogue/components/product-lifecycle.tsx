import type { AdminProduct } from '@mitumba/contracts';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { ReasonDialog } from '../../components/reason-dialog';
import { useProductLifecycle, type LifecycleAction } from '../api/product-mutations';

const dialogs: Record<LifecycleAction, { title: string; confirm: string }> = {
  archive: { title: 'Archive this product? Shoppers will no longer see it.', confirm: 'Archive' },
  unarchive: { title: 'Bring this product back to the shop?', confirm: 'Unarchive' },
  delete: { title: 'Delete this product for good?', confirm: 'Delete' },
};

/** Archive or unarchive, and delete (refused by the server once anyone has ordered it), each with a reason. */
export function ProductLifecycle({ product, onDone }: { product: AdminProduct; onDone: (action: LifecycleAction, message: string) => void }) {
  const [open, setOpen] = useState<LifecycleAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = useProductLifecycle(product.id);
  const archived = product.archivedAt !== null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setOpen(archived ? 'unarchive' : 'archive')}>{archived ? 'Unarchive' : 'Archive'}</Button>
        <Button variant="secondary" className="text-danger-700" onClick={() => setOpen('delete')}>Delete</Button>
      </div>
      {error ? <p role="alert" className="text-sm font-medium text-danger-700">{error}</p> : null}
      {open ? (
        <ReasonDialog
          title={dialogs[open].title}
          confirmLabel={dialogs[open].confirm}
          pending={change.isPending}
          onClose={() => setOpen(null)}
          onConfirm={({ reason }) => {
            const action = open;
            setError(null);
            change.mutate({ action, reason }, {
              onSuccess: (response) => onDone(action, response.message),
              onError: (failure) => setError(isApiError(failure) ? failure.message : 'That did not work. Please try again.'),
              onSettled: () => setOpen(null),
            });
          }}
        />
      ) : null}
    </div>
  );
}
