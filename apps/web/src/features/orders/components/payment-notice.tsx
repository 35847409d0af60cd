import { type OrderView } from '@mitumba/contracts/plain';
import { mobileMoneyProviders } from '@mitumba/contracts/mobile-money';
import { useT } from '@/i18n';
import { BankDetailsCard, useBankDetails } from '@/features/checkout';
import { Hourglass } from '@/ui/icons';

/** Methods whose pending payment is an M-Pesa prompt on the customer's phone. */
const promptedMethods: readonly string[] = ['mpesa', 'hybrid', ...mobileMoneyProviders];

/**
 * Spec 2 §2: a pending M-Pesa or Sidian payment shows a processing notice (so does a pending prompt of the other
 * M-Pesa services and a hybrid's mobile part); a pending Sidian order, how to pay it.
 */
export function PaymentNotice({ order }: { order: OrderView }) {
  const t = useT();
  const sidian = order.paymentMethodId === 'sidian';
  const shown = order.paymentStatus === 'pending' && (sidian || promptedMethods.includes(order.paymentMethodId));
  const bank = useBankDetails(shown && sidian);
  if (!shown) return null;
  return (
    <div className="space-y-3">
      <p role="status" className="flex items-start gap-2 rounded-xl bg-accent-100/70 px-3 py-2 text-sm text-ink-800">
        <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
        {t(sidian ? 'orders.notice.sidian' : 'orders.notice.mpesa')}
      </p>
      {sidian ? <BankDetailsCard details={bank.data} orderId={order.orderId} order={{ reference: order.reference, amount: order.amount }} /> : null}
    </div>
  );
}
