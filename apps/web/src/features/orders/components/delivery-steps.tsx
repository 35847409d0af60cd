import type { ReactNode } from 'react';
import { formatCollectBy, type OrderView } from '@mitumba/contracts/plain';
import { cn } from '@/lib/cn';

const when = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' });

type Step = { id: string; title: string; done: boolean; at?: string | null; detail?: ReactNode };

/** The courier and its tracking number; the number opens the courier's tracking page in a new tab when it has one. */
function Carried({ order }: { order: OrderView }) {
  if (!order.courier) return <>Your order is on its way.</>;
  const number = order.trackingNumber;
  return (
    <>
      With {order.courier}
      {number ? (
        <>
          {', tracking number '}
          {order.trackingUrl ? (
            <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline underline-offset-2" data-testid="tracking-link">
              {number}
              <span className="sr-only"> (opens {order.courier}&apos;s tracking page in a new tab)</span>
            </a>
          ) : <span className="font-semibold">{number}</span>}
        </>
      ) : null}
    </>
  );
}

/** The steps an order goes through, those done so far marked; ready for collection only once the shop said so. */
function stepsOf(order: OrderView): Step[] {
  const delivered = order.status === 'Delivered';
  const steps: Step[] = [
    { id: 'placed', title: 'Placed', done: true, at: order.date },
    { id: 'paid', title: 'Paid', done: order.paymentStatus === 'paid' },
    { id: 'dispatched', title: 'Dispatched', done: Boolean(order.dispatchedAt), at: order.dispatchedAt, detail: order.dispatchedAt ? <Carried order={order} /> : null },
  ];
  if (order.readyForCollectionAt) {
    steps.push({
      id: 'ready-for-collection', title: 'Ready for collection', done: true, at: order.readyForCollectionAt,
      detail: <>At {order.collectionPlace}{order.collectBy ? <>, until <strong className="font-semibold">{formatCollectBy(order.collectBy)}</strong></> : null}</>,
    });
  }
  steps.push({ id: 'delivered', title: order.readyForCollectionAt ? 'Collected' : 'Delivered', done: delivered, at: order.deliveredDate });
  return steps;
}

/** Where the order is on its way to the customer: placed, paid, dispatched (courier, tracking), ready for collection, delivered. */
export function DeliverySteps({ order }: { order: OrderView }) {
  if (order.status === 'Cancelled') return null;
  const steps = stepsOf(order);
  return (
    <section aria-labelledby="delivery-steps-title" className="rounded-2xl border border-ink-200 bg-white p-4 sm:p-5">
      <h2 id="delivery-steps-title" className="text-base font-semibold text-ink-900">Delivery</h2>
      <ol className="mt-3 space-y-3" data-testid="delivery-steps">
        {steps.map((step) => (
          <li key={step.id} className="flex gap-3" data-testid={`step-${step.id}`} data-done={step.done ? 'true' : 'false'}>
            <span
              aria-hidden="true"
              className={cn('mt-1 size-3 shrink-0 rounded-full border-2', step.done ? 'border-success-600 bg-success-600' : 'border-ink-300 bg-white')}
            />
            <div className="min-w-0 text-sm">
              <p className={cn('font-semibold', step.done ? 'text-ink-900' : 'text-ink-600')}>
                {step.title}
                <span className="sr-only">{step.done ? ' (done)' : ' (not yet)'}</span>
              </p>
              {step.detail ? <p className="text-ink-800 wrap-anywhere">{step.detail}</p> : null}
              {step.at && step.done ? <p className="text-xs text-ink-600"><time dateTime={step.at}>{when.format(new Date(step.at))}</time></p> : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
