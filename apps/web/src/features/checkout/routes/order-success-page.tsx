import { useLocation } from 'react-router';
import { type BankDetails, type OrderView } from '@mitumba/contracts/plain';
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
import { T, useLanguage, useMoney, useT, type MessageId, type Translate } from '@/i18n';

const paymentStatusLabels: Record<string, MessageId> = { paid: 'checkout.status.paid', pending: 'checkout.status.pending', failed: 'checkout.status.failed' };

function statusWords(t: Translate, status: string): string {
  const id = paymentStatusLabels[status];
  return id ? t(id) : status;
}

function SidianPayment({ order, given }: { order: OrderView; given: BankDetails | null }) {
  const fetched = useBankDetails(given === null);
  const t = useT();
  const { language } = useLanguage();
  return (
    <BankDetailsCard
      details={given ?? fetched.data}
      orderId={order.orderId}
      order={{ reference: order.reference, amount: order.amount }}
      note={placedDeadline(t, language, order.payBy) ?? undefined}
    />
  );
}

/** What to do next for an order whose money changes hands later (paybill, cash on delivery). */
function NextSteps({ order, bankDetails }: { order: OrderView; bankDetails: BankDetails | null }) {
  const t = useT();
  const { language } = useLanguage();
  const deadline = placedDeadline(t, language, order.payBy);
  if (order.paymentMethodId === 'sidian') {
    return (
      <>
        <p>{t('checkout.success.sidian')}</p>
        <div className="mt-4"><SidianPayment order={order} given={bankDetails} /></div>
      </>
    );
  }
  return (
    <>
      <p>
        <T id="checkout.success.cod" values={{ amount: formatKes(order.amount), reference: order.reference }} components={{ 0: <strong className="font-semibold text-ink-900" /> }} />
      </p>
      {deadline ? <p className="text-sm">{deadline}</p> : null}
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
  const t = useT();
  const money = useMoney();
  const waiting = !deposit && order?.paymentStatus === 'pending' && (order.paymentMethodId === 'sidian' || order.paymentMethodId === 'cod');

  return (
    <StatusView
      icon={waiting ? Hourglass : CircleCheck}
      tone={waiting ? 'accent' : 'brand'}
      title={t(waiting ? 'checkout.success.waitingTitle' : 'checkout.success.title')}
      actions={<AfterOrderLinks />}
    >
      {waiting && order ? <NextSteps order={order} bankDetails={bankDetails} /> : <p>{t('checkout.success.thanks')}</p>}
      {order && !deposit ? <div className="mt-4"><MpesaPaybillBlock order={order} live={false} /></div> : null}
      {deposit && deposit.balance > 0 ? <p>{t('checkout.success.depositIn')}</p> : null}
      {order ? (
        <DetailList
          className="mt-4"
          details={[
            { label: t('checkout.detail.reference'), value: order.reference ?? '', testId: 'order-reference' },
            { label: t('checkout.detail.orderId'), value: order.orderId, testId: 'order-id' },
            { label: t('checkout.detail.amount'), value: money.price(order.amount), testId: 'amount' },
            { label: t('checkout.detail.method'), value: order.paymentMethod, testId: 'payment-method' },
            { label: t('checkout.detail.status'), value: deposit ? t('checkout.detail.depositPaid') : statusWords(t, order.paymentStatus), testId: 'payment-status' },
            { label: t('checkout.detail.depositPaid'), value: deposit ? money.price(deposit.amount) : '', testId: 'deposit-amount' },
            { label: t('checkout.detail.balance'), value: deposit ? money.price(deposit.balance) : '', testId: 'balance' },
            { label: t('checkout.detail.receipt'), value: receipt, testId: 'receipt' },
          ]}
        />
      ) : null}
    </StatusView>
  );
}

export { OrderSuccessPage as Component };
