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

interface Customer {
  customerName: string;
  contact: string;
  orderNotes: string;
}

/** The customer cash form of spec 2 §5: customerName and contact required, notes optional. */
function customerProblems(customer: Customer): Partial<Record<keyof Customer, string>> {
  return {
    ...(customer.customerName.trim() ? {} : { customerName: 'Customer name is required' }),
    ...(customer.contact.trim() ? {} : { contact: 'Contact is required' }),
  };
}

/** A cashier sells the cart's items for cash to a customer at the counter: POST /api/order/cash, then /ordersuccess. */
export function WalkInCustomerForm({ cart }: { cart: CartResponse }) {
  const session = useSession();
  const navigate = useNavigate();
  const { orderId, renewAfter } = useOrderId();
  const [customer, setCustomer] = useState<Customer>({ customerName: '', contact: '', orderNotes: '' });
  const [submitted, setSubmitted] = useState(false);
  const guard = useSubmitGuard();
  const placeOrder = usePlaceWalkInCashOrder();
  const problems = customerProblems(customer);
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
        if (message) toast.error(message);
      }
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Cash order" className="grid gap-6 lg:grid-cols-[1fr_26rem] lg:items-start">
      <section aria-labelledby="customer-title" className="space-y-4 rounded-3xl border border-ink-200 p-5 sm:p-6">
        <h2 id="customer-title" className="text-lg font-semibold text-ink-900">
          Customer
        </h2>
        <Field label="Customer name" name="customerName" autoComplete="off" value={customer.customerName} error={errors.customerName} onChange={(event) => set('customerName', event.target.value)} />
        <Field label="Contact" name="contact" autoComplete="off" hint="Phone number or e-mail" value={customer.contact} error={errors.contact} onChange={(event) => set('contact', event.target.value)} />
        <div>
          <label htmlFor="order-notes" className="mb-1.5 block text-sm font-medium text-ink-800">
            Order notes (optional)
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
          {guard.busy ? 'Placing order…' : 'Confirm Order'}
        </Button>
      </div>
    </form>
  );
}
