import { useCallback, useState } from 'react';
import type { OrderView } from '@mitumba/contracts/plain';
import { T, useLingui, useT } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { toast } from '@/ui/toaster';
import { useCancelOrder, useCancelQuote } from '../api/cancel-order';

/** The confirm dialog: what comes back where, as the server counts it, then the one button that cancels. */
function CancelOrderDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const t = useT();
  const { i18n } = useLingui();
  const quote = useCancelQuote(orderId, true);
  const cancel = useCancelOrder((answer) => {
    toast.success(answer.message);
    onClose();
  });
  const confirm = () => cancel.mutate(orderId);
  /** 'Ksh 1,500.00', as the refund is counted. */
  const ksh = (shillings: number) => t('orders.cancel.amount', { amount: i18n.number(shillings, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) });
  const messageOf = (error: unknown) => (isApiError(error) && error.status > 0 ? error.message : t('orders.cancel.failed'));
  const amount = quote.data ? ksh(quote.data.amount) : null;
  const problem = quote.isError ? messageOf(quote.error) : cancel.isError ? messageOf(cancel.error) : null;
  return (
    <Dialog
      title={t('orders.cancel.title', { orderId })}
      description={amount ? t('orders.cancel.description', { amount }) : undefined}
      onClose={onClose}
    >
      {quote.isPending ? <p className="mt-3 text-sm text-ink-700" role="status">{t('orders.cancel.working')}</p> : null}
      {quote.data ? (
        <ul className="mt-3 space-y-1 rounded-xl bg-ink-50 p-3 text-sm text-ink-800" aria-label={t('orders.cancel.refund')}>
          {quote.data.refunds.map((line) => (
            <li key={`${line.method}-${line.to}`}>
              <T
                id="orders.cancel.refundLine"
                values={{ amount: ksh(line.amount), method: line.method, to: line.to }}
                components={{ 0: <span className="font-semibold tabular-nums" /> }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? <p className="mt-3 text-sm font-medium text-danger-700" role="alert">{problem}</p> : null}
      <div className="mt-5 flex flex-col-reverse gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('orders.cancel.keep')}
        </Button>
        <Button variant="primary" onClick={confirm} disabled={!quote.data || cancel.isPending || cancel.isError}>
          {amount ? t('orders.cancel.confirm', { amount }) : t('orders.cancel.button')}
        </Button>
      </div>
    </Dialog>
  );
}

/** 'Cancel order' on a paid (or deposit-paid) order the shop has not dispatched yet (decision 0036). */
export function CancelOrderButton({ order }: { order: Pick<OrderView, 'orderId'> }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('orders.cancel.button')}
      </Button>
      {open ? <CancelOrderDialog orderId={order.orderId} onClose={close} /> : null}
    </>
  );
}
