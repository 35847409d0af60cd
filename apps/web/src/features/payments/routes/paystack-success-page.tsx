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
import { useT, type Translate } from '@/i18n';
import { useSay } from '../message-words';

/** Paystack appends `?trxref=…&reference=…` to the callback URL; the processing screen passes `reference` in state. */
function referenceOf(search: string, state: unknown): string | null {
  const query = new URLSearchParams(search);
  return query.get('reference') || query.get('trxref') || stateString(state, 'reference') || null;
}

const confirmingOf = (t: Translate) => [
  t('payments.paystack.confirming'),
  t('payments.paystack.confirming'),
  t('payments.paystack.stillConfirming'),
  t('payments.paystack.stage.waiting'),
] as const;

function paidDetails(t: Translate, reference: string, answer: PaystackStatusResponse) {
  return [
    { label: t('payments.detail.reference'), value: reference, testId: 'reference' },
    { label: t('payments.detail.orderId'), value: answer.order.orderId, testId: 'order-id' },
    { label: t('payments.detail.amountKes'), value: formatTotal(answer.order.amount), testId: 'amount' },
    { label: t('payments.detail.paymentStatus'), value: answer.order.paymentStatus, testId: 'payment-status' },
  ];
}

/**
 * /paystack-success: Paystack's callback (and the processing screen's way on). Takes nobody's word for the payment:
 * asks the server until the status is known, then shows 'Payment Successful!' or the failure with Try Again.
 */
export function PaystackSuccessPage() {
  const { search, state } = useLocation();
  const queryClient = useQueryClient();
  const t = useT();
  const say = useSay();
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
      <PaymentPaid details={paidDetails(t, reference, data)}>
        <p>{t('payments.paystack.success')}</p>
      </PaymentPaid>
    );
  }
  if (data && outcome?.kind === 'failed') return <PaymentFailed message={outcome.message} orderId={data.order.orderId} announce />;
  return (
    <PaymentWaiting
      title={t('payments.paystack.confirmTitle')}
      stages={confirmingOf(t)}
      details={[
        { label: t('payments.detail.reference'), value: reference, testId: 'reference' },
        { label: t('payments.detail.orderId'), value: data?.order.orderId ?? stateString(state, 'orderId'), testId: 'order-id' },
      ]}
      checkProblem={isError ? <CheckFailedNote>{say(MOBILE_MONEY_MESSAGES.statusCheckFailed)}</CheckFailedNote> : null}
    />
  );
}

export { PaystackSuccessPage as Component };
