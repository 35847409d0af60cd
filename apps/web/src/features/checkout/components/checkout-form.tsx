import { formatCardPrice, type CartResponse, type PaymentSettingsResponse } from '@mitumba/contracts/plain';
import { Button } from '@/ui/button';
import { LockKeyhole } from '@/ui/icons';
import type { AddressDraft } from '../delivery-address';
import type { CheckoutMethod } from '../payment-choice';
import { useCheckoutForm, type CheckoutFormState } from '../use-checkout-form';
import { CouponSection } from './coupon-section';
import { DepositFields } from './deposit-fields';
import { DeliveryForm } from './delivery-form';
import { HybridSplitFields } from './hybrid-split-fields';
import { MethodPhoneInput } from './method-phone-input';
import { OrderSummary } from './order-summary';
import { PaymentMethods } from './payment-methods';
import { SecurityCodeField } from './security-code-field';
import { TermsConsent } from './terms-consent';

/** What the chosen method needs under its card: its prompt phone, the hybrid's split, the deposit, the cashier's code. */
function MethodDetails({ form }: { form: CheckoutFormState }) {
  const phone = form.phoneField ? (
    <MethodPhoneInput
      field={form.phoneField}
      value={form.methodPhone}
      error={form.methodPhoneError}
      onChange={form.setMethodPhone}
      onLeave={() => form.phoneField && form.leaveField(form.phoneField)}
    />
  ) : null;
  const deposit = form.method === 'deposit'
    ? <DepositFields deposit={form.deposit} amountError={form.depositAmountError} orderId={form.orderId} email={form.address.email.trim()} />
    : null;
  if (!phone && !form.codeNeeded && !deposit) return null;
  return (
    <div className="space-y-4">
      {form.method === 'hybrid' ? <HybridSplitFields split={form.hybrid} error={form.hybridSplitError} /> : null}
      {deposit}
      {phone}
      {form.codeNeeded ? <SecurityCodeField securityCode={form.securityCode} /> : null}
    </div>
  );
}

/** Why Confirm Order is not available yet, when the customer can do something about it. */
function confirmNoteOf(form: CheckoutFormState, waitingForCode: boolean): string | null {
  if (form.method === 'deposit' && !form.deposit.ready && form.deposit.minimum !== null) {
    return `Enter a deposit of at least ${formatCardPrice(form.deposit.minimum)} to confirm the order.`;
  }
  return waitingForCode ? 'Enter a valid security code to confirm the order.' : null;
}

interface CheckoutFormProps {
  cart: CartResponse;
  methods: CheckoutMethod[];
  deposits: Pick<PaymentSettingsResponse, 'depositMethods' | 'depositSettings'>;
  initialAddress: AddressDraft;
}

/** /place-order's form: delivery on the left; summary, coupon, payment, terms and Confirm Order on the right. */
export function CheckoutForm(props: CheckoutFormProps) {
  const form = useCheckoutForm(props);
  const waitingForCode = form.codeNeeded && form.securityCode.status !== 'valid';
  const confirmNote = confirmNoteOf(form, waitingForCode);

  return (
    <form noValidate onSubmit={form.submit} aria-label="Checkout" className="grid gap-6 lg:grid-cols-[1fr_26rem] lg:items-start">
      <DeliveryForm values={form.address} errors={form.addressErrors} onChange={form.setField} onLeave={form.leaveField} />
      <div className="space-y-6">
        <OrderSummary cart={props.cart} coupon={form.coupon.applied} />
        <CouponSection coupon={form.coupon} />
        <PaymentMethods methods={props.methods} selected={form.method} onSelect={form.setMethod} details={<MethodDetails form={form} />} />
        <div className="rounded-3xl border border-ink-200 p-5 sm:p-6">
          <TermsConsent
            termsAccepted={form.termsAccepted}
            privacyAccepted={form.privacyAccepted}
            onTerms={form.setTermsAccepted}
            onPrivacy={form.setPrivacyAccepted}
          />
          <Button type="submit" variant="accent" size="lg" className="mt-4 w-full" disabled={!form.canConfirm} aria-describedby={confirmNote ? 'confirm-note' : undefined}>
            {form.placing ? 'Placing order…' : 'Confirm Order'}
          </Button>
          {confirmNote ? (
            <p id="confirm-note" className="mt-2 text-center text-sm text-ink-600">
              {confirmNote}
            </p>
          ) : null}
          <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-ink-600">
            <LockKeyhole aria-hidden="true" className="size-3.5" />
            Your details are sent securely and used only for this order.
          </p>
        </div>
      </div>
    </form>
  );
}
