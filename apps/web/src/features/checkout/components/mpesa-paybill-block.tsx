import type { OrderView } from '@mitumba/contracts/plain';
import { Smartphone } from '@/ui/icons';
import { PaybillCard } from '@/ui/paybill-card';
import { useT } from '@/i18n';
import { paybillCopies } from './paybill-copies';
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
  const t = useT();
  const settings = usePaymentSettings();
  const paybill = settings.data?.mpesaPaybill;
  if (due === null || settings.isError || (settings.data && !paybill)) return null;
  const copies = paybillCopies(t);
  const lines = !paybill ? null : [
    { label: t('checkout.paybill.paybill'), value: paybill, copy: copies.paybill },
    { label: t('checkout.paybill.account'), value: order.reference, copy: copies.account },
    { label: t('checkout.paybill.amount'), value: formatKes(due) },
  ];
  return (
    <PaybillCard
      title={t('checkout.paybill.mpesaTitle')}
      icon={Smartphone}
      lines={lines}
      testId="mpesa-paybill"
      note={`${t('checkout.paybill.menu')} ${t(live ? 'checkout.paybill.live' : 'checkout.paybill.later')}`}
    />
  );
}
