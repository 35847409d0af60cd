import { useLocation } from 'react-router';
import { stateString } from '@/lib/navigation-state';
import { PaymentPaid, stateAmountDetail } from '../components/payment-paid';
import { useMoney, useT } from '@/i18n';

/** /lipia-success: the receipt, order id and amount the processing screen received (state { receipt, orderId, amount }). */
export function LipiaSuccessPage() {
  const { state } = useLocation();
  const t = useT();
  const money = useMoney();
  return (
    <PaymentPaid
      details={[
        { label: t('payments.detail.receipt'), value: stateString(state, 'receipt'), testId: 'receipt' },
        { label: t('payments.detail.orderId'), value: stateString(state, 'orderId'), testId: 'order-id' },
        stateAmountDetail(t, money.price, state),
      ]}
    >
      <p>{t('payments.lipia.success')}</p>
    </PaymentPaid>
  );
}

export { LipiaSuccessPage as Component };
