import type { AdminRefund } from '@mitumba/contracts';
import { formatCardPrice } from '@mitumba/contracts/plain';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { adminPaths } from '../admin-paths';
import { formatShopTime } from '../order-labels';
import { canHandBack, refundMethodLabel, refundSourceLabel, refundStateLabels, refundStateTone } from './refund-labels';

/** One refund as the owner sees it: how much, where to, how, its state and the provider's words, and the hand-back action. */
export function RefundItem({ refund, onHandBack, showOrder = true }: { refund: AdminRefund; onHandBack?: (refund: AdminRefund) => void; showOrder?: boolean }) {
  return (
    <li className="rounded-2xl border border-ink-200 bg-white p-4" data-refund-id={refund.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-lg font-semibold tabular-nums text-ink-900">{formatCardPrice(refund.amount)}</span>
        <span className={cn('rounded-full px-3 py-1 text-sm font-semibold', refundStateTone[refund.state])} data-testid="refund-state">
          {refundStateLabels[refund.state]}
        </span>
      </div>
      <p className="mt-2 text-ink-800">{refund.text}</p>
      <p className="mt-1 text-sm text-ink-600">
        {refundSourceLabel(refund)} · {refundMethodLabel(refund)} · {formatShopTime(refund.createdAt)}
        {refund.orderId && showOrder ? (
          <>
            {' · '}
            <Link to={adminPaths.order(refund.orderId)} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              {refund.orderId}
            </Link>
          </>
        ) : null}
      </p>
      {refund.state === 'failed' && refund.resultMessage ? <p className="mt-1 text-sm text-danger-700">M-Pesa said: {refund.resultMessage}</p> : null}
      {refund.handBackNote ? <p className="mt-1 text-sm text-ink-700">Handed back: {refund.handBackNote}</p> : null}
      {onHandBack && canHandBack(refund) ? (
        <div className="mt-3">
          <Button variant="secondary" onClick={() => onHandBack(refund)}>
            Record hand-back
          </Button>
        </div>
      ) : null}
    </li>
  );
}
