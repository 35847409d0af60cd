import { useLocation } from 'react-router';
import { formatCardPrice, type BankDetails, type OrderView } from '@mitumba/contracts/plain';
import { stateObject, stateString } from '@/lib/navigation-state';
import { DetailList } from '@/ui/detail-list';
import { CircleCheck, Hourglass } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';
import { useBankDetails } from '../api/get-bank-details';
import { BankDetailsCard } from '../components/bank-details-card';
import { MpesaPaybillBlock } from '../components/mpesa-paybill-block';
import { formatKes } from '../confirm-label';
import { placedDeadline } from '../offline-deadline';
import { AfterOrderLinks } from '@/ui/after-order-links';
import type { DepositPaidSummary } from '@/features/payments';

const paymentStatusLabels: Record<string, string> = { paid: 'Paid', pending: 'Waiting for your payment', failed: 'Failed' };

function SidianPayment({ order, given }: { order: OrderView; given: BankDetails | null }) {
  const fetched = useBankDetails(given === null);
  return (
    <BankDetailsCard
      details={given ?? fetched.data}
      orderId={order.orderId}
      order={{ reference: order.reference, amount: order.amount }}
      note={placedDeadline(order.payBy) ?? undefined}
    />
  );
}

/** What to do next for an order whose money changes hands later (paybill, cash on delivery). */
function NextSteps({ order, bankDetails }: { order: OrderView; bankDetails: BankDetails | null }) {
  if (order.paymentMethodId === 'sidian') {
    return (
      <>
        <p>Open M-Pesa, choose Lipa na M-Pesa › Pay Bill and enter the details below. We confirm your order once the payment arrives.</p>
        <div className="mt-4"><SidianPayment order={order} given={bankDetails} /></div>
      </>
    );
  }
  return (
    <>
      <p>
        Pay {formatKes(order.amount)} in cash to the delivery rider when your order arrives, or at our counter when you collect it.
        Give them your order reference <strong className="font-semibold text-ink-900">{order.reference}</strong>: they confirm your payment there and then.
      </p>
      {placedDeadline(order.payBy) ? <p className="text-sm">{placedDeadline(order.payBy)}</p> : null}
    </>
  );
}

/**
 * /ordersuccess: the placed order (state { order, bankDetails?, receipt? }). A paid order (or a deposit in) shows the
 * tick; a paybill or cash-on-delivery order still waiting for its money shows a neutral "waiting for your payment"
 * with what to do next (decision 0035). An order a progress screen saw paid shows its M-Pesa receipt, a deposit order
 * (state `deposit`) its deposit and balance.
 */
export function OrderSuccessPage() {
  const { state } = useLocation();
  const order = stateObject<OrderView>(state, 'order');
  const bankDetails = stateObject<BankDetails>(state, 'bankDetails');
  const receipt = stateString(state, 'receipt');
  const deposit = stateObject<DepositPaidSummary>(state, 'deposit');
  const waiting = !deposit && order?.paymentStatus === 'pending' && (order.paymentMethodId === 'sidian' || order.paymentMethodId === 'cod');

  return (
    <StatusView
      icon={waiting ? Hourglass : CircleCheck}
      tone={waiting ? 'accent' : 'brand'}
      title={waiting ? 'Order placed — waiting for your payment' : 'Order Placed Successfully!'}
      actions={<AfterOrderLinks />}
    >
      {waiting && order ? <NextSteps order={order} bankDetails={bankDetails} /> : <p>Thank you for shopping with us. You can follow the order under My Orders.</p>}
      {order && !deposit ? <div className="mt-4"><MpesaPaybillBlock order={order} live={false} /></div> : null}
      {deposit && deposit.balance > 0 ? <p>Your deposit is in: pay the balance from My Orders whenever you are ready.</p> : null}
      {order ? (
        <DetailList
          className="mt-4"
          details={[
            { label: 'Order reference', value: order.reference ?? '', testId: 'order-reference' },
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
    </StatusView>
  );
}

export { OrderSuccessPage as Component };
