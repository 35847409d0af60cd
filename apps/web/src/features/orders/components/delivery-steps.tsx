import type { ReactNode } from 'react';
import type { OrderView } from '@mitumba/contracts/plain';
import { T, useLingui, useT, type MessageId } from '@/i18n';
import { cn } from '@/lib/cn';
import { collectByWords, orderTime } from '../order-words';

type Step = { id: string; title: MessageId; done: boolean; at?: string | null; detail?: ReactNode };

/** The courier and its tracking number; the number opens the courier's tracking page in a new tab when it has one. */
function Carried({ order }: { order: OrderView }) {
  const t = useT();
  if (!order.courier) return <>{t('orders.steps.onItsWay')}</>;
  const number = order.trackingNumber;
  if (!number) return <>{t('orders.steps.with', { courier: order.courier })}</>;
  const values = { courier: order.courier, number };
  if (!order.trackingUrl) return <T id="orders.steps.withTracking" values={values} components={{ 0: <span className="font-semibold" /> }} />;
  return (
    <T
      id="orders.steps.withTrackingLink"
      values={values}
      components={{
        0: <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline underline-offset-2" data-testid="tracking-link" />,
        1: <span className="sr-only" />,
      }}
    />
  );
}

/** Where and until when a collected order waits. */
function Collect({ order }: { order: OrderView }) {
  const t = useT();
  const { i18n } = useLingui();
  const place = order.collectionPlace ?? '';
  if (!order.collectBy) return <>{t('orders.steps.collectAt', { place })}</>;
  return <T id="orders.steps.collectAtUntil" values={{ place, date: collectByWords(i18n, order.collectBy) }} components={{ 0: <strong className="font-semibold" /> }} />;
}

/** The steps an order goes through, those done so far marked; ready for collection only once the shop said so. */
function stepsOf(order: OrderView): Step[] {
  const delivered = order.status === 'Delivered';
  const steps: Step[] = [
    { id: 'placed', title: 'orders.steps.placed', done: true, at: order.date },
    { id: 'paid', title: 'orders.steps.paid', done: order.paymentStatus === 'paid' },
    { id: 'dispatched', title: 'orders.steps.dispatched', done: Boolean(order.dispatchedAt), at: order.dispatchedAt, detail: order.dispatchedAt ? <Carried order={order} /> : null },
  ];
  if (order.readyForCollectionAt) {
    steps.push({ id: 'ready-for-collection', title: 'orders.steps.readyForCollection', done: true, at: order.readyForCollectionAt, detail: <Collect order={order} /> });
  }
  steps.push({ id: 'delivered', title: order.readyForCollectionAt ? 'orders.steps.collected' : 'orders.steps.delivered', done: delivered, at: order.deliveredDate });
  return steps;
}

/** Where the order is on its way to the customer: placed, paid, dispatched (courier, tracking), ready for collection, delivered. */
export function DeliverySteps({ order }: { order: OrderView }) {
  const t = useT();
  const { i18n } = useLingui();
  if (order.status === 'Cancelled') return null;
  const steps = stepsOf(order);
  return (
    <section aria-labelledby="delivery-steps-title" className="rounded-2xl border border-ink-200 bg-white p-4 sm:p-5">
      <h2 id="delivery-steps-title" className="text-base font-semibold text-ink-900">{t('orders.steps.title')}</h2>
      <ol className="mt-3 space-y-3" data-testid="delivery-steps">
        {steps.map((step) => (
          <li key={step.id} className="flex gap-3" data-testid={`step-${step.id}`} data-done={step.done ? 'true' : 'false'}>
            <span
              aria-hidden="true"
              className={cn('mt-1 size-3 shrink-0 rounded-full border-2', step.done ? 'border-success-600 bg-success-600' : 'border-ink-300 bg-white')}
            />
            <div className="min-w-0 text-sm">
              <p className={cn('font-semibold', step.done ? 'text-ink-900' : 'text-ink-600')}>
                {t(step.title)}
                <span className="sr-only"> {t(step.done ? 'orders.steps.done' : 'orders.steps.notYet')}</span>
              </p>
              {step.detail ? <p className="text-ink-800 wrap-anywhere">{step.detail}</p> : null}
              {step.at && step.done ? <p className="text-xs text-ink-600"><time dateTime={step.at}>{orderTime(i18n, step.at)}</time></p> : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
