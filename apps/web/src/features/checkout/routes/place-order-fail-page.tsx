import { Link, useLocation, useNavigate } from 'react-router';
import { CHECKOUT_MESSAGES, type OrderView } from '@mitumba/contracts/plain';
import { useMoney, useT } from '@/i18n';
import { useSay } from '@/features/payments/message-words';
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
  const t = useT();
  const say = useSay();
  const money = useMoney();
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
      title={t('checkout.pending.title')}
      actions={
        <>
          {watchPayment ? (
            <Button variant="accent" size="lg" onClick={watchPayment}>
              {t('checkout.pending.check')}
            </Button>
          ) : null}
          <Link to={order ? paths.order(order.orderId) : paths.orders} className={buttonClasses(watchPayment ? 'secondary' : 'accent', 'lg')}>
            {t(order ? 'checkout.pending.viewOrder' : 'checkout.pending.viewOrders')}
          </Link>
          <Link to={paths.cart} className={buttonClasses('secondary', 'lg')}>
            {t('checkout.pending.backToCart')}
          </Link>
        </>
      }
    >
      <p className="font-medium text-ink-900">{say(CHECKOUT_MESSAGES.pendingOrders)}</p>
      <p>{t('checkout.pending.explain')}</p>
      {order ? (
        <DetailList
          className="mt-4"
          details={[
            { label: t('checkout.detail.orderId'), value: order.orderId, testId: 'order-id' },
            { label: t('checkout.detail.amount'), value: money.price(order.amount), testId: 'amount' },
            { label: t('checkout.detail.method'), value: order.paymentMethod, testId: 'payment-method' },
          ]}
        />
      ) : null}
    </StatusView>
  );
}

export { PlaceOrderFailPage as Component };
