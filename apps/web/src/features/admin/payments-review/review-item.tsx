import { Link } from 'react-router';
import { formatCardPrice } from '@mitumba/contracts/plain';
import type { AdminPaymentReviewItem, PaymentReviewAction } from '@mitumba/contracts';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { adminPaths } from '../admin-paths';
import { PayBackButton } from '../refunds/pay-back-button';
import { formatShopTime } from '../order-labels';
import { actionLabels, formatAge, kindLabels, methodLabel } from './review-labels';

const kindTones = { stuck: 'bg-accent-100 text-ink-900', flag: 'bg-danger-50 text-danger-700', 'paid-twice': 'bg-danger-50 text-danger-700' } as const;

/** One payment needing a person: what, whose, how much, why, and the buttons for the actions that apply. */
export function ReviewItem({ item, onAction }: { item: AdminPaymentReviewItem; onAction: (action: PaymentReviewAction) => void }) {
  const headingId = `review-${item.id}`;
  return (
    <li data-testid="payment-review-item" aria-labelledby={headingId} className="rounded-2xl border border-ink-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn('inline-flex min-h-7 items-center rounded-full px-3 text-xs font-semibold', kindTones[item.kind])}>{kindLabels[item.kind]}</span>
        <h2 id={headingId} className="text-base font-semibold wrap-anywhere text-ink-900">
          <Link to={adminPaths.order(item.orderId)} className="inline-flex min-h-11 items-center text-brand-700 underline-offset-4 hover:underline">
            {item.orderId}
          </Link>
        </h2>
        <span className="ml-auto text-sm text-ink-600" title={formatShopTime(item.since)}>{formatAge(item.ageSeconds)} ago</span>
      </div>
      <p className="mt-1 text-ink-800" data-testid="review-reason">{item.reason}</p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-ink-600">Customer</dt>
          <dd className="font-medium wrap-anywhere text-ink-900">{item.customer.name || item.customer.email}</dd>
        </div>
        <div>
          <dt className="text-ink-600">Method · phone</dt>
          <dd className="text-ink-900">{methodLabel(item.method)}{item.phone ? ` · ${item.phone}` : ''}</dd>
        </div>
        <div>
          <dt className="text-ink-600">Amount · order total</dt>
          <dd className="tabular-nums text-ink-900">{formatCardPrice(item.amount)} · {formatCardPrice(item.orderAmount)}</dd>
        </div>
        <div>
          <dt className="text-ink-600">Payment · order</dt>
          <dd className="text-ink-900 capitalize" data-testid="review-state">{item.state} · {item.orderPaymentStatus}</dd>
        </div>
      </dl>
      {item.actions.length > 0 ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {item.kind === 'paid-twice' && item.state === 'paid' ? <PayBackButton attemptId={item.attemptId} amount={item.amount} /> : null}
          {item.actions.map((action, index) => (
            <Button key={action} variant={index === 0 ? 'accent' : 'secondary'} onClick={() => onAction(action)}>
              {actionLabels[action].button}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}
