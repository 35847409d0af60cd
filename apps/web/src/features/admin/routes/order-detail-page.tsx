import { Link, useParams } from 'react-router';
import { deliveryEtaLabel, formatCardPrice, formatCollectBy, type AdminOrderDetailResponse } from '@mitumba/contracts/plain';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DetailList } from '@/ui/detail-list';
import { ChevronLeft } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { adminPaths } from '../admin-paths';
import { useAdminOrder } from '../api/get-order';
import { DepositPayments } from '../components/deposit-payments';
import { OrderActions } from '../components/order-actions';
import { OrderMessages } from '../components/order-messages';
import { PaymentAttempts } from '../components/payment-attempts';
import { PaymentStatusBadge } from '../components/payment-status-badge';
import { QueryError } from '../components/query-error';
import { AdminOrderRefunds } from '../refunds/order-refunds';
import { formatShopTime, orderStatusLabel } from '../order-labels';

/** The delivery chosen at checkout, in one line: "Pickup point: CBD agent, Moi Avenue · within 1 day". */
function deliveryLine(delivery: AdminOrderDetailResponse['order']['delivery']): string | null {
  if (!delivery) return null;
  const what = `${delivery.kind === 'pickup' ? 'Pickup point' : 'Door delivery'}: ${delivery.name}${delivery.place ? `, ${delivery.place}` : ''}`;
  return `${what} · ${deliveryEtaLabel(delivery.etaDays).toLowerCase()}`;
}

const card = 'rounded-2xl border border-ink-200 bg-white p-4';
const heading = 'text-lg font-semibold text-ink-900';

function OrderDetail({ detail }: { detail: AdminOrderDetailResponse }) {
  const { order, customer, attempts, cancellation } = detail;
  const address = order.address;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold wrap-anywhere text-ink-900">{order.orderId}</h1>
        <PaymentStatusBadge status={order.paymentStatus} />
        <span className="text-sm font-semibold text-ink-700" data-testid="order-status">{orderStatusLabel(order)}</span>
      </div>
      <OrderActions detail={detail} />
      <AdminOrderRefunds orderId={order.orderId} />
      {cancellation ? (
        <section className={card} aria-labelledby="cancellation-heading">
          <h2 id="cancellation-heading" className={heading}>Cancellation request</h2>
          <p className="mt-2 text-ink-800">
            {cancellation.reason}
            {cancellation.details ? ` — ${cancellation.details}` : ''}
          </p>
          <p className="mt-1 text-sm text-ink-600">
            {formatShopTime(cancellation.createdAt)} · <span className="capitalize">{cancellation.status}</span>
            {cancellation.note ? ` · ${cancellation.note}` : ''}
          </p>
        </section>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <section className={card} aria-labelledby="items-heading">
          <h2 id="items-heading" className={heading}>Items</h2>
          <ul className="mt-2 divide-y divide-ink-200">
            {order.items.map((item) => (
              <li key={item._id} className="flex justify-between gap-4 py-2 text-sm">
                <span className="text-ink-900">
                  {item.name} <span className="text-ink-600">· {item.size} × {item.quantity}</span>
                </span>
                <span className="tabular-nums">{formatCardPrice(item.price * item.quantity)}</span>
              </li>
            ))}
          </ul>
          <DetailList
            className="mt-3"
            details={[
              { label: 'Subtotal', value: formatCardPrice(order.subtotal) },
              { label: 'Delivery fee', value: order.delivery ? (order.deliveryFee === 0 ? 'Free' : formatCardPrice(order.deliveryFee)) : null },
              { label: 'Discount', value: order.discount > 0 ? formatCardPrice(order.discount) : null },
              { label: 'Total', value: formatCardPrice(order.amount), testId: 'order-total' },
              { label: 'Balance', value: order.balance > 0 && order.status === 'Pending' ? formatCardPrice(order.balance) : null },
              { label: 'Payment method', value: order.paymentMethod },
              { label: 'Placed', value: formatShopTime(order.date) },
              { label: 'Dispatched', value: order.dispatchedDate ? formatShopTime(order.dispatchedDate) : null, testId: 'order-dispatched' },
              { label: 'Courier', value: order.courier ? `${order.courier}${order.trackingNumber ? `, ${order.trackingNumber}` : ''}` : null, testId: 'order-courier' },
              {
                label: 'Ready for collection',
                value: order.readyForCollectionAt ? `${order.collectionPlace ?? ''}${order.collectBy ? `, until ${formatCollectBy(order.collectBy)}` : ''}` : null,
                testId: 'order-collection',
              },
              { label: 'Delivered', value: order.deliveredDate ? formatShopTime(order.deliveredDate) : null },
            ]}
          />
        </section>
        <section className={card} aria-labelledby="customer-heading">
          <h2 id="customer-heading" className={heading}>Customer and delivery</h2>
          <DetailList
            className="mt-2"
            details={[
              { label: 'Customer', value: customer.name },
              { label: 'E-mail', value: customer.email },
              { label: 'Phone', value: address.phone ?? customer.phone },
              { label: 'Deliver to', value: [address.firstName, address.lastName].filter(Boolean).join(' ') },
              { label: 'Address', value: [address.street, address.state, address.city].filter(Boolean).join(', ') },
              { label: 'Delivery', value: deliveryLine(order.delivery), testId: 'order-delivery' },
            ]}
          />
        </section>
      </div>
      {order.deposits.length > 0 ? <DepositPayments order={order} /> : null}
      <section aria-labelledby="payments-heading" className="flex flex-col gap-3">
        <h2 id="payments-heading" className={heading}>Payments</h2>
        <PaymentAttempts attempts={attempts} />
      </section>
      <section aria-labelledby="messages-heading" className="flex flex-col gap-3">
        <h2 id="messages-heading" className={heading}>Messages</h2>
        <OrderMessages messages={detail.messages} />
      </section>
    </div>
  );
}

export function AdminOrderDetailPage() {
  const { orderId = '' } = useParams();
  useDocumentTitle(`Order ${orderId}`);
  const detail = useAdminOrder(orderId);
  return (
    <section className="flex flex-col gap-4">
      <Link to={adminPaths.orders} className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-ink-700 hover:underline">
        <ChevronLeft aria-hidden="true" className="size-4" /> All orders
      </Link>
      {detail.isPending ? <Skeleton className="h-96 w-full rounded-2xl" /> : null}
      {detail.isError ? <QueryError error={detail.error} fallback="Could not load the order. Please try again." /> : null}
      {detail.data ? <OrderDetail detail={detail.data} /> : null}
    </section>
  );
}

