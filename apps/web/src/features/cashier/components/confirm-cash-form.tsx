import { formatTotal } from '@mitumba/contracts/plain';
import { useState, type FormEvent } from 'react';
import { toast } from '@/ui/toaster';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { useConfirmCash } from '../api/confirm-cash';
import { useCashierOrder } from '../api/get-cashier-order';

/** Order id → the order's amount and customer → Confirm: a delivered COD order's cash is in, the order is paid. */
export function ConfirmCashForm() {
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  const order = useCashierOrder(asked);
  const confirm = useConfirmCash();
  const found = order.data?.order;

  const find = (event: FormEvent) => {
    event.preventDefault();
    confirm.reset();
    setAsked(typed.trim());
  };
  const confirmCash = () => {
    if (!found) return;
    confirm.mutate(found.orderId, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <section aria-labelledby="confirm-cash" className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
      <h2 id="confirm-cash" className="text-lg font-semibold text-ink-900">Confirm cash on delivery</h2>
      <form className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={find}>
        <Field
          className="flex-1"
          label="Order id"
          placeholder="ORD-…"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={order.isError ? order.error.message : null}
        />
        <Button type="submit" variant="secondary" disabled={typed.trim() === ''}>
          Find order
        </Button>
      </form>
      {found ? (
        <div className="mt-4 rounded-xl bg-ink-50 p-4" data-testid="cod-order">
          <p className="font-mono text-xs text-ink-700">{found.orderId}</p>
          <p className="mt-1 font-medium text-ink-900">{found.customer}</p>
          <p className="text-2xl font-bold tabular-nums text-ink-900">ksh {formatTotal(found.amount)}</p>
          {found.paymentStatus === 'pending' ? (
            <Button className="mt-3 w-full" size="lg" variant="accent" disabled={confirm.isPending} onClick={confirmCash}>
              Confirm
            </Button>
          ) : (
            <p className="mt-2 font-medium text-ink-800" role="status">
              {found.paymentStatus === 'paid' ? 'Paid' : 'Cancelled: not paid in time'}
            </p>
          )}
        </div>
      ) : null}
    </section>
  );
}
