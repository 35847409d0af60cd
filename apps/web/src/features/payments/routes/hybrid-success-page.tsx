import { useLocation } from 'react-router';
import { stateString } from '@/lib/navigation-state';
import { PaymentPaid } from '../components/payment-paid';
import { hybridProviderName } from '../hybrid-session';
import { useT } from '@/i18n';

/** /Hybrid-Success: both parts of a hybrid order are paid (state { orderId, transactionRef, provider }). */
export function HybridSuccessPage() {
  const { state } = useLocation();
  const t = useT();
  return (
    <PaymentPaid
      details={[
        { label: t('payments.detail.orderId'), value: stateString(state, 'orderId'), testId: 'order-id' },
        { label: t('payments.detail.transactionRef'), value: stateString(state, 'transactionRef'), testId: 'transaction-ref' },
        { label: t('payments.detail.provider'), value: hybridProviderName(stateString(state, 'provider')), testId: 'provider' },
      ]}
    >
      <p>{t('payments.hybrid.success')}</p>
    </PaymentPaid>
  );
}

export { HybridSuccessPage as Component };
