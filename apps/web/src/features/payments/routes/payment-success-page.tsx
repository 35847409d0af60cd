import { useLocation } from 'react-router';
import { stateString } from '@/lib/navigation-state';
import { PaymentPaid, stateAmountDetail } from '../components/payment-paid';
import { useMoney, useT } from '@/i18n';

/** /Payment-Success: a paid order's confirmation (state { orderId, receipt, amount? }), with links to /orders and /. */
export function PaymentSuccessPage() {
  const { state } = useLocation();
  const t = useT();
  const money = useMoney();
  return (
    <PaymentPaid
      details={[
        { label: t('payments.detail.orderId'), value: stateString(state, 'orderId'), testId: 'order-id' },
        { label: t('payments.detail.mpesaReceipt'), value: stateString(state, 'receipt'), testId: 'receipt' },
        stateAmountDetail(t, money.price, state),
      ]}
    >
      <p>{t('payments.success')}</p>
    </PaymentPaid>
  );
}

export { PaymentSuccessPage as Component };
