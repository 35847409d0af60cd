import { useLocation } from 'react-router';
import { formatCardPrice, type BankDetails, type OrderView } from '@mitumba/contracts/plain';
import { stateObject, stateString } from '@/lib/navigation-state';
import { DetailList } from '@/ui/detail-list';
import { CircleCheck } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';
import { useBankDetails } from '../api/get-bank-details';
import { BankDetailsCard } from '../components/bank-details-card';
import { AfterOrderLinks } from '@/ui/after-order-links';

const paymentStatusLabels: Record<string, string> = { paid: 'Paid', pending: 'Pending', failed: 'Failed' };

function SidianPayment({ order, given }: { order: OrderView; given: BankDetails | null }) {
  const fetched = useBankDetails(given === null);
  return <BankDetailsCard details={given ?? fetched.data} orderId={order.orderId} />;
}

/**
 * /ordersuccess: the placed order (state { order, bankDetails?, receipt? }); a pending Sidian order shows how to pay it,
 * an order a progress screen saw paid its M-Pesa receipt.
 */
export function OrderSuccessPage() {
  const { state } = useLocation();
  const order = stateObject<OrderView>(state, 'order');
  const bankDetails = stateObject<BankDetails>(state, 'bankDetails');
  const receipt = stateString(state, 'receipt');
  const awaitingBank = order?.paymentMethodId === 'sidian' && order.paymentStatus === 'pending';

  return (
    <StatusView
      icon={CircleCheck}
      title="Order Placed Successfully!"
      actions={<AfterOrderLinks />}
    >
      <p>Thank you for shopping with us. You can follow the order under My Orders.</p>
      {order ? (
        <DetailList
          className="mt-4"
          details={[
            { label: 'Order ID', value: order.orderId, testId: 'order-id' },
            { label: 'Amount', value: formatCardPrice(order.amount), testId: 'amount' },
            { label: 'Payment method', value: order.paymentMethod, testId: 'payment-method' },
            { label: 'Payment status', value: paymentStatusLabels[order.paymentStatus] ?? order.paymentStatus, testId: 'payment-status' },
            { label: 'M-Pesa receipt', value: receipt, testId: 'receipt' },
          ]}
        />
      ) : null}
      {order && awaitingBank ? (
        <div className="mt-4">
          <SidianPayment order={order} given={bankDetails} />
        </div>
      ) : null}
    </StatusView>
  );
}

export { OrderSuccessPage as Component };
