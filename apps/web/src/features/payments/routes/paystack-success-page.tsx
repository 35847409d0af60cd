import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { CHECKOUT_MESSAGES, formatTotal, type PaystackStatusResponse } from '@mitumba/contracts/plain';
import { MOBILE_MONEY_MESSAGES } from '@mitumba/contracts/mobile-money';
import { cartKeys } from '@/features/cart';
import { stateString } from '@/lib/navigation-state';
import { usePaystackStatus } from '../api/get-paystack-status';
import { PaymentFailed } from '../components/payment-failed';
import { PaymentPaid } from '../components/payment-paid';
import { CheckFailedNote, PaymentWaiting } from '../components/payment-waiting';
import { paystackOutcomeOf } from '../paystack-payment';

/** Paystack appends `?trxref=…&reference=…` to the callback URL; the processing screen passes `reference` in state. */
function referenceOf(search: string, state: unknown): string | null {
  const query = new URLSearchParams(search);
  return query.get('reference') || query.get('trxref') || stateString(state, 'reference') || null;
}

const confirming = [
  'Confirming your payment with Paystack…',
  'Confirming your payment with Paystack…',
  'Still confirming: this can take a few seconds…',
  'Waiting for Paystack to confirm your payment…',
] as const;

function paidDetails(reference: string, answer: PaystackStatusResponse) {
  return [
    { label: 'Reference', value: reference, testId: 'reference' },
    { label: 'Order ID', value: answer.order.orderId, testId: 'order-id' },
    { label: 'Amount (KES)', value: formatTotal(answer.order.amount), testId: 'amount' },
    { label: 'Payment status', value: answer.order.paymentStatus, testId: 'payment-status' },
  ];
}

/**
 * /paystack-success: Paystack's callback (and the processing screen's way on). Takes nobody's word for the payment:
 * asks the server until the status is known, then shows 'Payment Successful!' or the failure with Try Again.
 */
export function PaystackSuccessPage() {
  const { search, state } = useLocation();
  const queryClient = useQueryClient();
  const reference = referenceOf(search, state);
  const { data, isError } = usePaystackStatus(reference);
  const paid = data?.status === 'success';

  useEffect(() => {
    // The server emptied the cart when the payment came in.
    if (paid) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  }, [paid, queryClient]);

  if (!reference) return <PaymentFailed message={CHECKOUT_MESSAGES.invalidSession} orderId="" announce />;
  const outcome = data ? paystackOutcomeOf(data) : null;
  if (data && outcome?.kind === 'success') {
    return (
      <PaymentPaid details={paidDetails(reference, data)}>
        <p>Thank you! Your payment is in and your order is confirmed.</p>
      </PaymentPaid>
    );
  }
  if (data && outcome?.kind === 'failed') return <PaymentFailed message={outcome.message} orderId={data.order.orderId} announce />;
  return (
    <PaymentWaiting
      title="Confirming your payment"
      stages={confirming}
      details={[
        { label: 'Reference', value: reference, testId: 'reference' },
        { label: 'Order ID', value: data?.order.orderId ?? stateString(state, 'orderId'), testId: 'order-id' },
      ]}
      checkProblem={isError ? <CheckFailedNote>{MOBILE_MONEY_MESSAGES.statusCheckFailed}</CheckFailedNote> : null}
    />
  );
}

export { PaystackSuccessPage as Component };
