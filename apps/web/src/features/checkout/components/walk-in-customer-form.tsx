import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/ui/toaster';
import { CHECKOUT_MESSAGES, type CartResponse } from '@mitumba/contracts/plain';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { usePlaceWalkInCashOrder } from '../api/place-walk-in-cash-order';
import { failureMessage } from '../failure-message';
import { orderAmounts } from '../order-payload';
import { useSubmitGuard } from '../use-submit-guard';
import { OrderSummary } from './order-summary';
import { useOrderId } from '../use-order-id';
import { useT, type Translate } from '@/i18n';
import { useSay } from '@/features/payments/message-words';

interface Customer {
  customerName: string;
  contact: string;
  orderNotes: string;
}

/** The customer cash form of spec 2 §5: customerName and contact required, notes optional. */
function customerProblems(t: Translate, customer: Customer): Partial<Record<keyof Customer, string>> {
  return {
    ...(customer.customerName.trim() ? {} : { customerName: t('checkout.cash.nameRequired') }),
    ...(customer.contact.trim() ? {} : { contact: t('checkout.cash.contactRequired') }),
  };
}

/** A cashier sells the cart's items for cash to a customer at the counter: POST /api/order/cash, then /ordersuccess. */
export function WalkInCustomerForm({ cart }: { cart: CartResponse }) {
  const session = useSession();
  const t = useT();
  const say = useSay();
  const navigate = useNavigate();
  const { orderId, renewAfter } = useOrderId();
  const [customer, setCustomer] = useState<Customer>({ customerName: '', contact: '', orderNotes: '' });
  const [submitted, setSubmitted] = useState(false);
  const guard = useSubmitGuard();
  const placeOrder = usePlaceWalkInCashOrder();
  const problems = customerProblems(t, customer);
  const errors = submitted ? problems : {};
  const set = (field: keyof Customer, value: string) => setCustomer((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    void guard.run(async () => {
      try {
        const answer = await placeOrder.mutateAsync({
          orderId,
          userId: session?.userId ?? '',
          ...orderAmounts(cart, null),
          customerName: customer.customerName.trim(),
          contact: customer.contact.trim(),
          orderNotes: customer.orderNotes.trim() || undefined,
        });
        navigate(paths.orderSuccess, { state: { order: answer.order } });
      } catch (error) {
        renewAfter(error);
        const message = failureMessage(error, CHECKOUT_MESSAGES.placeFailed);
        if (message) toast.error(say(message));
      }
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('checkout.cash.title')} className="grid gap-6 lg:grid-cols-[1fr_26rem] lg:items-start">
      <section aria-labelledby="customer-title" className="space-y-4 rounded-3xl border border-ink-200 p-5 sm:p-6">
        <h2 id="customer-title" className="text-lg font-semibold text-ink-900">
          {t('checkout.cash.customer')}
        </h2>
        <Field label={t('checkout.cash.customerName')} name="customerName" autoComplete="off" value={customer.customerName} error={errors.customerName} onChange={(event) => set('customerName', event.target.value)} />
        <Field label={t('checkout.cash.contact')} name="contact" autoComplete="off" hint={t('checkout.cash.contactHint')} value={customer.contact} error={errors.contact} onChange={(event) => set('contact', event.target.value)} />
        <div>
          <label htmlFor="order-notes" className="mb-1.5 block text-sm font-medium text-ink-800">
            {t('checkout.cash.notes')}
          </label>
          <textarea
            id="order-notes"
            name="orderNotes"
            rows={3}
            maxLength={500}
            value={customer.orderNotes}
            onChange={(event) => set('orderNotes', event.target.value)}
            className="w-full rounded-xl border border-ink-300 bg-white px-4 py-3 text-base text-ink-900 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
          />
        </div>
      </section>
      <div className="space-y-6">
        <OrderSummary cart={cart} />
        <Button type="submit" variant="accent" size="lg" className="w-full" disabled={guard.busy}>
          {guard.busy ? t('checkout.placing') : t('checkout.confirm.none')}
        </Button>
      </div>
    </form>
  );
}
