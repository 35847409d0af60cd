import { useCallback, useState } from 'react';
import { EARLY_CANCEL_MESSAGES, formatTotal, type OrderView } from '@mitumba/contracts/plain';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { toast } from '@/ui/toaster';
import { useCancelOrder, useCancelQuote } from '../api/cancel-order';

const messageOf = (error: unknown) => (isApiError(error) && error.status > 0 ? error.message : EARLY_CANCEL_MESSAGES.failed);

/** The confirm dialog: what comes back where, as the server counts it, then the one button that cancels. */
function CancelOrderDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const quote = useCancelQuote(orderId, true);
  const cancel = useCancelOrder((answer) => {
    toast.success(answer.message);
    onClose();
  });
  const confirm = () => cancel.mutate(orderId);
  const amount = quote.data ? `Ksh ${formatTotal(quote.data.amount)}` : null;
  const problem = quote.isError ? messageOf(quote.error) : cancel.isError ? messageOf(cancel.error) : null;
  return (
    <Dialog
      title={`Cancel order ${orderId}?`}
      description={amount ? `Nothing will be sent, the items go back on sale and ${amount} will be refunded.` : undefined}
      onClose={onClose}
    >
      {quote.isPending ? <p className="mt-3 text-sm text-ink-700" role="status">Working out your refund…</p> : null}
      {quote.data ? (
        <ul className="mt-3 space-y-1 rounded-xl bg-ink-50 p-3 text-sm text-ink-800" aria-label="Your refund">
          {quote.data.refunds.map((line) => (
            <li key={`${line.method}-${line.to}`}>
              <span className="font-semibold tabular-nums">Ksh {formatTotal(line.amount)}</span> ({line.method}) to {line.to}
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? <p className="mt-3 text-sm font-medium text-danger-700" role="alert">{problem}</p> : null}
      <div className="mt-5 flex flex-col-reverse gap-3">
        <Button variant="secondary" onClick={onClose}>
          Keep my order
        </Button>
        <Button variant="primary" onClick={confirm} disabled={!quote.data || cancel.isPending || cancel.isError}>
          {amount ? `Cancel and refund ${amount}` : 'Cancel order'}
        </Button>
      </div>
    </Dialog>
  );
}

/** 'Cancel order' on a paid (or deposit-paid) order the shop has not dispatched yet (decision 0036). */
export function CancelOrderButton({ order }: { order: Pick<OrderView, 'orderId'> }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Cancel order
      </Button>
      {open ? <CancelOrderDialog orderId={order.orderId} onClose={close} /> : null}
    </>
  );
}
