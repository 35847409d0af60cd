import type { OrderView } from '@mitumba/contracts/plain';
import { Smartphone } from '@/ui/icons';
import { PaybillCard, accountCopy, paybillCopy } from '@/ui/paybill-card';
import { usePaymentSettings } from '../api/get-payment-settings';
import { formatKes } from '../confirm-label';
import { paybillDue } from '../paybill-due';

/**
 * "Pay with M-Pesa" for any unpaid order (decision 0038): the shop's paybill, the order's short reference as the
 * account and what is still owed, typed from the customer's own M-Pesa menu when no prompt comes. The order turns paid
 * by itself once M-Pesa tells the shop. Nothing is shown while the shop takes no M-Pesa.
 */
export function MpesaPaybillBlock({ order, live = true }: { order: OrderView; /** The page polls the order (not /ordersuccess). */ live?: boolean }) {
  const due = paybillDue(order);
  const settings = usePaymentSettings();
  const paybill = settings.data?.mpesaPaybill;
  if (due === null || settings.isError || (settings.data && !paybill)) return null;
  const lines = !paybill ? null : [
    { label: 'Paybill', value: paybill, copy: paybillCopy },
    { label: 'Account', value: order.reference, copy: accountCopy },
    { label: 'Amount', value: formatKes(due) },
  ];
  return (
    <PaybillCard
      title="Pay with M-Pesa"
      icon={Smartphone}
      lines={lines}
      testId="mpesa-paybill"
      note={`M-Pesa menu → Lipa na M-Pesa → Pay Bill. ${live ? 'This page updates by itself once the payment arrives.' : 'Your order turns paid under My Orders once it arrives.'}`}
    />
  );
}
