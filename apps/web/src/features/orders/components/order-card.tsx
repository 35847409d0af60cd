import { Link } from 'react-router';
import type { OrderView } from '@mitumba/contracts/plain';
import { DepositList, PayBalanceForm, type MpesaBalanceScreen } from '@/features/deposits/balance';
import { MpesaPaybillBlock } from '@/features/checkout';
import { useLingui, useMoney, useT } from '@/i18n';
import { paths } from '@/lib/paths';
import { orderKeys } from '../api/keys';
import { AfterSaleActions } from './after-sale-actions';
import { DeliverButton } from './deliver-button';
import { DeliveryBadge, PaymentBadge } from './order-badges';
import { OrderDelivery } from './order-delivery';
import { OrderItems } from './order-items';
import { orderTime } from '../order-words';
import { PaymentNotice } from './payment-notice';

function Amount({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between font-semibold text-ink-900' : 'flex justify-between text-ink-700'}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

interface OrderCardProps {
  order: OrderView;
  linkToPage?: boolean;
  /** Where the pay-balance form sends an M-Pesa payment (the deposit entry uses the M-Pesa deposit screen). */
  mpesaBalanceScreen?: MpesaBalanceScreen;
}

/**
 * One order (spec 2 §2, §3, §4): items, id, date, amounts (subtotal = amount + discount − delivery fee), the delivery
 * chosen, payment method and status,
 * the parts of a split payment, a deposit order's payments and balance (and the pay-balance form while it is open),
 * delivery status once paid, the pending-payment notice, and what the customer can do next. On the history the
 * order id links to the order's own page.
 */
export function OrderCard({ order, linkToPage = false, mpesaBalanceScreen }: OrderCardProps) {
  const paid = order.paymentStatus === 'paid';
  const deposit = order.deposits.length > 0;
  // An order paid in parts (a hybrid's mobile and cash) lists each part and what is left; a deposit order, its payments.
  const splitPaid = order.paymentParts.length > 1 && !deposit;
  const titleId = `order-${order.orderId}`;
  const t = useT();
  const { i18n } = useLingui();
  const money = useMoney();
  const title = t('orders.card.title', { orderId: order.orderId });
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-ink-200 bg-white p-4 shadow-sm sm:p-5" data-testid="order-card">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-sm font-semibold text-ink-900 wrap-anywhere">
            {linkToPage ? (
              <Link to={paths.order(order.orderId)} className="inline-flex min-h-11 items-center underline-offset-2 hover:underline">
                {title}
              </Link>
            ) : (
              title
            )}
          </h2>
          <p className="text-xs text-ink-600">
            <time dateTime={order.date}>{orderTime(i18n, order.date)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <PaymentBadge status={order.paymentStatus} balanceDue={order.balanceOpen} />
          {paid ? <DeliveryBadge order={order} /> : null}
        </div>
      </header>

      <OrderItems items={order.items} />

      <dl className="space-y-1 border-t border-ink-100 pt-3 text-sm">
        <Amount label={t('orders.card.subtotal')} value={money.price(order.amount + order.discount - order.deliveryFee)} />
        {order.delivery ? <Amount label={t('orders.card.delivery')} value={order.deliveryFee === 0 ? t('orders.card.free') : money.price(order.deliveryFee)} /> : null}
        <Amount label={t('orders.card.discount')} value={money.price(order.discount)} />
        <Amount label={t('orders.card.total')} value={money.price(order.amount)} strong />
        <Amount label={t('orders.card.paymentMethod')} value={order.paymentMethod} />
        {order.paymentDetails.mpesaReceipt ? <Amount label={t('orders.card.mpesaReceipt')} value={order.paymentDetails.mpesaReceipt} /> : null}
        {splitPaid ? order.paymentParts.map((part) => (
          <Amount
            key={part.methodId} label={t('orders.card.part', { method: part.method })}
            value={t(part.status === 'paid' ? 'orders.card.partPaid' : 'orders.card.partPending', { amount: money.price(part.amount) })}
          />
        )) : null}
        {splitPaid && order.balance > 0 ? <Amount label={t('orders.card.balance')} value={money.price(order.balance)} /> : null}
      </dl>
      <OrderDelivery delivery={order.delivery} />

      {deposit ? <DepositList order={order} /> : null}
      {order.balanceOpen && order.balance > 0 ? <PayBalanceForm order={order} ordersKey={orderKeys.all} mpesaScreen={mpesaBalanceScreen} /> : null}

      <div className="mt-3 space-y-3">
        <PaymentNotice order={order} />
        <MpesaPaybillBlock order={order} />
      </div>

      <div className="mt-4 flex flex-wrap gap-2">
        {paid && order.status === 'Pending' ? <DeliverButton orderId={order.orderId} /> : null}
        <AfterSaleActions order={order} />
        {linkToPage ? (
          <Link to={paths.order(order.orderId)} className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 underline underline-offset-2">
            {t('orders.card.view')}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
