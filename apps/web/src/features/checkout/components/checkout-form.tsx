import { type CartResponse, type PaymentSettingsResponse } from '@mitumba/contracts/plain';
import { useOnline } from '@/pwa/online-status';
import { Button } from '@/ui/button';
import { LockKeyhole } from '@/ui/icons';
import { T, useMoney, useT, type Translate } from '@/i18n';
import { useBankDetails } from '../api/get-bank-details';
import { confirmLabel, formatKes } from '../confirm-label';
import type { AddressDraft } from '../delivery-address';
import { beforePlacingDeadline } from '../offline-deadline';
import type { CheckoutMethod } from '../payment-choice';
import { useCheckoutForm, type CheckoutFormState } from '../use-checkout-form';
import { BankDetailsCard } from './bank-details-card';
import { CouponSection } from './coupon-section';
import { DepositFields } from './deposit-fields';
import { DeliveryForm } from './delivery-form';
import { DeliveryOptionPicker } from './delivery-option-picker';
import { HybridSplitFields } from './hybrid-split-fields';
import { MethodPhoneInput } from './method-phone-input';
import { OrderSummary } from './order-summary';
import { PaymentMethods } from './payment-methods';
import { SecurityCodeField } from './security-code-field';
import { TermsConsent } from './terms-consent';

/** The paybill, the account (the reference, given on placing), the amount and the deadline, before the order is placed. */
function PaybillBeforePlacing({ total, hours }: { total: number; hours: number }) {
  const bank = useBankDetails(true);
  const t = useT();
  return <BankDetailsCard details={bank.data} orderId="" order={{ reference: null, amount: total }} note={beforePlacingDeadline(t, hours)} />;
}

/** Who takes the cash of a cash-on-delivery order, and when: no code to ask for now (decision 0035). */
function CashOnDeliveryNote({ total, hours }: { total: number; hours: number }) {
  return (
    <p className="rounded-xl bg-ink-50 px-3 py-2 text-sm text-ink-700">
      <T id="checkout.cod.note" values={{ amount: formatKes(total), hours }} />
    </p>
  );
}

/** What the chosen method needs under its card: its prompt phone, the hybrid's split, the deposit, the cashier's code. */
function MethodDetails({ form, hours }: { form: CheckoutFormState; hours: number }) {
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
    ? <DepositFields deposit={form.deposit} amountError={form.depositAmountError} email={form.address.email.trim()} />
    : null;
  if (form.method === 'sidian') return <PaybillBeforePlacing total={form.total} hours={hours} />;
  if (form.method === 'cod') return <CashOnDeliveryNote total={form.total} hours={hours} />;
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
function confirmNoteOf(t: Translate, price: (shillings: number) => string, form: CheckoutFormState, waitingForCode: boolean): string | null {
  if (form.method === 'deposit' && !form.deposit.ready && form.deposit.minimum !== null) {
    return t('checkout.note.deposit', { amount: price(form.deposit.minimum) });
  }
  return waitingForCode ? t('checkout.note.code') : null;
}

interface CheckoutFormProps {
  cart: CartResponse;
  methods: CheckoutMethod[];
  deposits: Pick<PaymentSettingsResponse, 'depositMethods' | 'depositSettings' | 'offlineOrderHours'>;
  initialAddress: AddressDraft;
}

/** /place-order's form: delivery on the left; summary, coupon, payment, terms and Confirm Order on the right. */
export function CheckoutForm(props: CheckoutFormProps) {
  const form = useCheckoutForm(props);
  const online = useOnline();
  const t = useT();
  const money = useMoney();
  const waitingForCode = form.codeNeeded && form.securityCode.status !== 'valid';
  const confirmNote = confirmNoteOf(t, money.price, form, waitingForCode);
  const label = confirmLabel(t, {
    method: form.method, label: props.methods.find((method) => method.id === form.method)?.label ?? '', total: form.total,
    deposit: form.deposit.ready ? form.deposit.amount : null, mobilePart: form.hybrid.problem ? null : form.hybrid.mobileAmount,
  });

  return (
    <form noValidate onSubmit={form.submit} aria-label={t('checkout.form.label')} className="grid gap-6 lg:grid-cols-[1fr_26rem] lg:items-start">
      <DeliveryForm values={form.address} errors={form.addressErrors} onChange={form.setField} onLeave={form.leaveField}>
        <DeliveryOptionPicker choice={form.delivery} error={form.deliveryError} />
      </DeliveryForm>
      <div className="space-y-6">
        <OrderSummary cart={props.cart} coupon={form.coupon.applied} deliveryFee={form.delivery.fee ?? undefined} />
        <CouponSection coupon={form.coupon} />
        <PaymentMethods methods={props.methods} selected={form.method} onSelect={form.setMethod} details={<MethodDetails form={form} hours={props.deposits.offlineOrderHours} />} />
        <div className="rounded-3xl border border-ink-200 p-5 sm:p-6">
          <TermsConsent
            termsAccepted={form.termsAccepted}
            privacyAccepted={form.privacyAccepted}
            onTerms={form.setTermsAccepted}
            onPrivacy={form.setPrivacyAccepted}
          />
          <Button type="submit" variant="accent" size="lg" className="mt-4 w-full" disabled={!form.canConfirm || !online} aria-describedby={confirmNote ? 'confirm-note' : undefined}>
            {form.placing ? t('checkout.placing') : label}
          </Button>
          {confirmNote ? (
            <p id="confirm-note" className="mt-2 text-center text-sm text-ink-600">
              {confirmNote}
            </p>
          ) : null}
          <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-ink-600">
            <LockKeyhole aria-hidden="true" className="size-3.5" />
            {t('checkout.secure')}
          </p>
        </div>
      </div>
    </form>
  );
}
