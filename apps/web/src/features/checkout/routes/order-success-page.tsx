import { useLocation } from 'react-router';
import { formatCardPrice, type BankDetails, type OrderView } from '@mitumba/contracts/plain';
import { stateObject, stateString } from '@/lib/navigation-state';
import { DetailList } from '@/ui/detail-list';
import { CircleCheck } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';
import { useBankDetails } from '../api/get-bank-details';
import { BankDetailsCard } from '../components/bank-details-card';
import { AfterOrderLinks } from '@/ui/after-order-links';
import type { DepositPaidSummary } from '@/features/payments';

const paymentStatusLabels: Record<string, string> = { paid: 'Paid', pending: 'Pending', failed: 'Failed' };

function SidianPayment({ order, given }: { order: OrderView; given: BankDetails | null }) {
  const fetched = useBankDetails(given === null);
  return <BankDetailsCard details={given ?? fetched.data} orderId={order.orderId} />;
}

/**
 * /ordersuccess: the placed order (state { order, bankDetails?, receipt? }); a pending Sidian order shows how to pay it,
 * an order a progress screen saw paid its M-Pesa receipt, and a deposit order (state `deposit`) its deposit and balance.
 */
export function OrderSuccessPage() {
  const { state } = useLocation();
  const order = stateObject<OrderView>(state, 'order');
  const bankDetails = stateObject<BankDetails>(state, 'bankDetails');
  const receipt = stateString(state, 'receipt');
  const awaitingBank = order?.paymentMethodId === 'sidian' && order.paymentStatus === 'pending';
  const deposit = stateObject<DepositPaidSummary>(state, 'deposit');

  return (
    <StatusView
      icon={CircleCheck}
      title="Order Placed Successfully!"
      actions={<AfterOrderLinks />}
    >
      <p>Thank you for shopping with us. You can follow the order under My Orders.</p>
      {deposit && deposit.balance > 0 ? <p>Your deposit is in: pay the balance from My Orders whenever you are ready.</p> : null}
      {order ? (
        <DetailList
          className="mt-4"
          details={[
            { label: 'Order ID', value: order.orderId, testId: 'order-id' },
            { label: 'Amount', value: formatCardPrice(order.amount), testId: 'amount' },
            { label: 'Payment method', value: order.paymentMethod, testId: 'payment-method' },
            { label: 'Payment status', value: deposit ? 'Deposit paid' : (paymentStatusLabels[order.paymentStatus] ?? order.paymentStatus), testId: 'payment-status' },
            { label: 'Deposit paid', value: deposit ? formatCardPrice(deposit.amount) : '', testId: 'deposit-amount' },
            { label: 'Balance to pay', value: deposit ? formatCardPrice(deposit.balance) : '', testId: 'balance' },
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
