import { formatTotal, type CashierOrder } from '@mitumba/contracts/plain';
import { useState } from 'react';
import { toast } from '@/ui/toaster';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useConfirmCash } from '../api/confirm-cash';
import { usePendingCod } from '../api/get-pending-cod';

function PickedOrder({ order, confirming, onConfirm }: { order: CashierOrder; confirming: boolean; onConfirm: () => void }) {
  return (
    <div className="mt-4 rounded-xl bg-ink-50 p-4" data-testid="cod-order">
      <p className="font-mono text-lg font-semibold tracking-wider text-ink-900">{order.reference}</p>
      <p className="mt-1 font-medium text-ink-900">{order.customer}{order.phone ? ` · ${order.phone}` : ''}</p>
      <p className="text-2xl font-bold tabular-nums text-ink-900">ksh {formatTotal(order.amount)}</p>
      {order.paymentStatus === 'pending' ? (
        <Button className="mt-3 w-full" size="lg" variant="accent" disabled={confirming} onClick={onConfirm}>
          Confirm cash received
        </Button>
      ) : (
        <p className="mt-2 font-medium text-ink-800" role="status">
          {order.paymentStatus === 'paid' ? 'Paid' : 'Cancelled: not paid in time'}
        </p>
      )}
    </div>
  );
}

/**
 * Cash on delivery waiting for its cash: search by the customer's reference, name or phone, pick the order from the
 * list, confirm its cash; the order is paid.
 */
export function ConfirmCashForm() {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<CashierOrder | null>(null);
  const pending = usePendingCod(useDebouncedValue(search.trim(), 250));
  const confirm = useConfirmCash();
  const orders = pending.data?.orders ?? [];

  const confirmCash = () => {
    if (!picked) return;
    confirm.mutate(picked.orderId, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setPicked(answer.order);
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <section aria-labelledby="confirm-cash" className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
      <h2 id="confirm-cash" className="text-lg font-semibold text-ink-900">Confirm cash on delivery</h2>
      <Field
        className="mt-3"
        label="Find by reference, name or phone"
        type="search"
        autoComplete="off"
        spellCheck={false}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        error={pending.isError ? pending.error.message : null}
      />
      <ul aria-label="Orders waiting for cash" className="mt-3 max-h-80 divide-y divide-ink-100 overflow-y-auto rounded-xl border border-ink-200">
        {orders.map((order) => (
          <li key={order.orderId}>
            <button
              type="button"
              aria-pressed={picked?.orderId === order.orderId}
              onClick={() => {
                confirm.reset();
                setPicked(order);
              }}
              className={cn('flex min-h-12 w-full items-center gap-3 px-3 py-2 text-left hover:bg-ink-50', picked?.orderId === order.orderId && 'bg-brand-50')}
            >
              <span className="font-mono font-semibold tracking-wider text-ink-900">{order.reference}</span>
              <span className="min-w-0 flex-1 truncate text-sm text-ink-700">{order.customer}{order.phone ? ` · ${order.phone}` : ''}</span>
              <span className="text-sm font-medium tabular-nums text-ink-900">ksh {formatTotal(order.amount)}</span>
            </button>
          </li>
        ))}
        {pending.data && orders.length === 0 ? (
          <li className="px-3 py-3 text-sm text-ink-600">{search.trim() ? 'No order waiting for cash matches.' : 'No cash-on-delivery order is waiting for its cash.'}</li>
        ) : null}
      </ul>
      {picked ? <PickedOrder order={picked} confirming={confirm.isPending} onConfirm={confirmCash} /> : null}
    </section>
  );
}
