import { useLocation } from 'react-router';
import { stateString } from '@/lib/navigation-state';
import { PaymentPaid, stateAmountDetail } from '../components/payment-paid';
import { useMoney, useT } from '@/i18n';

/** /mpesa-success: the receipt, order id and amount the processing screen received (state { receipt, orderId, amount }). */
export function MpesaSuccessPage() {
  const { state } = useLocation();
  const t = useT();
  const money = useMoney();
  return (
    <PaymentPaid
      details={[
        { label: t('payments.detail.mpesaReceipt'), value: stateString(state, 'receipt'), testId: 'mpesa-receipt' },
        { label: t('payments.detail.orderId'), value: stateString(state, 'orderId'), testId: 'order-id' },
        stateAmountDetail(t, money.price, state),
      ]}
    >
      <p>{t('payments.mpesa.success')}</p>
    </PaymentPaid>
  );
}

export { MpesaSuccessPage as Component };
