import { Link, useLocation, useNavigate } from 'react-router';
import { CHECKOUT_MESSAGES, formatCardPrice, type OrderView } from '@mitumba/contracts/plain';
import { usePendingOrder } from '@/features/cart';
import { startMpesaSession, type MpesaSession } from '@/features/payments';
import { Button } from '@/ui/button';
import { paths } from '@/lib/paths';
import { stateObject } from '@/lib/navigation-state';
import { buttonClasses } from '@/ui/button';
import { DetailList } from '@/ui/detail-list';
import { Hourglass } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';

/**
 * /placeorderfail: checkout is blocked by an order still waiting for its payment. The order comes in navigation state
 * or, after a reload without it, from GET /api/order/pending.
 */
export function PlaceOrderFailPage() {
  const { state } = useLocation();
  const given = stateObject<OrderView>(state, 'pendingOrder');
  const pending = usePendingOrder({ enabled: given === null });
  const order = given ?? pending.data?.pendingOrder ?? null;
  const navigate = useNavigate();
  // An M-Pesa prompt still open (the processing screen was closed): watch it again.
  const watchPayment = order?.paymentMethodId === 'mpesa' && order.paymentRequestId
    ? () => {
      const session: MpesaSession = {
        mpesaRequestId: order.paymentRequestId ?? '', orderId: order.orderId, amount: order.amount,
        phone: order.paymentDetails.phone ?? '', customerName: `${order.address.firstName ?? ''} ${order.address.lastName ?? ''}`.trim(),
      };
      startMpesaSession(session);
      navigate(paths.mpesaProcessing, { state: session });
    }
    : null;

  return (
    <StatusView
      icon={Hourglass}
      tone="accent"
      title="You have a pending order"
      actions={
        <>
          {watchPayment ? (
            <Button variant="accent" size="lg" onClick={watchPayment}>
              Check payment status
            </Button>
          ) : null}
          <Link to={order ? paths.order(order.orderId) : paths.orders} className={buttonClasses(watchPayment ? 'secondary' : 'accent', 'lg')}>
            {order ? 'View Order' : 'View Orders'}
          </Link>
          <Link to={paths.cart} className={buttonClasses('secondary', 'lg')}>
            Back to Cart
          </Link>
        </>
      }
    >
      <p className="font-medium text-ink-900">{CHECKOUT_MESSAGES.pendingOrders}</p>
      <p>Complete the payment of that order, or wait for it to finish, before placing a new one.</p>
      {order ? (
        <DetailList
          className="mt-4"
          details={[
            { label: 'Order ID', value: order.orderId, testId: 'order-id' },
            { label: 'Amount', value: formatCardPrice(order.amount), testId: 'amount' },
            { label: 'Payment method', value: order.paymentMethod, testId: 'payment-method' },
          ]}
        />
      ) : null}
    </StatusView>
  );
}

export { PlaceOrderFailPage as Component };
