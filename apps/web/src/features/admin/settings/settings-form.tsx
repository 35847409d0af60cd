import { useState, type FormEvent } from 'react';
import type { AdminSettingsBody, AdminSettingsResponse, DepositMethodId, PaymentMethodId } from '@mitumba/contracts';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { adminSettingsBodySchema } from '../forms/contracts';
import { validateWith } from '../forms/validate';
import { MethodCheckboxes } from './method-checkboxes';
import { MethodOrder } from './method-order';

const depositLabels: Record<DepositMethodId, string> = {
  mpesa: 'M-Pesa', lipia: 'Lipia', tinypesa: 'TinyPesa', bank: 'Bank (Sidian paybill)', pesaflux: 'PesaFlux', paystack: 'Paystack', cash: 'Cash',
};
type Text = 'minDepositRegular' | 'minDepositNewUser' | 'pointsPerHundredShillings' | 'bankName' | 'paybill' | 'accountNumber' | 'accountName' | 'whatsAppNumber' | 'reason';

interface SettingsFormProps {
  current: AdminSettingsResponse;
  saving: boolean;
  onSave: (body: AdminSettingsBody) => void;
}

/** The whole settings (payments, the loyalty points rate, the shop's WhatsApp number) in one form, checked with the API's own contract before it is sent. */
export function SettingsForm({ current, saving, onSave }: SettingsFormProps) {
  const { settings } = current;
  const [enabled, setEnabled] = useState<PaymentMethodId[]>(settings.enabledMethods);
  const [deposits, setDeposits] = useState<DepositMethodId[]>(settings.depositMethods);
  const [order, setOrder] = useState<PaymentMethodId[]>(settings.methodOrder);
  const labels = Object.fromEntries(current.methods.map((method) => [method.id, method.label]));
  const [text, setText] = useState<Record<Text, string>>({
    minDepositRegular: String(settings.minDepositRegular), minDepositNewUser: String(settings.minDepositNewUser),
    pointsPerHundredShillings: String(settings.pointsPerHundredShillings),
    bankName: settings.bankName, paybill: settings.paybill, accountNumber: settings.accountNumber, accountName: settings.accountName,
    whatsAppNumber: settings.whatsAppNumber, reason: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (name: Text) => ({ value: text[name], error: errors[name], onChange: (event: { target: { value: string } }) => setText({ ...text, [name]: event.target.value }) });
  const wholeNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(adminSettingsBodySchema, {
      ...text, enabledMethods: enabled, depositMethods: deposits, methodOrder: order,
      minDepositRegular: wholeNumber(text.minDepositRegular), minDepositNewUser: wholeNumber(text.minDepositNewUser),
      pointsPerHundredShillings: wholeNumber(text.pointsPerHundredShillings), reason: text.reason.trim() || undefined,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    onSave(checked.value);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <MethodCheckboxes
        legend="Payment methods at checkout" hint="Customers see only the methods switched on here."
        options={current.methods} checked={enabled} error={errors.enabledMethods} onChange={setEnabled}
      />
      <MethodOrder order={order} labels={labels} error={errors.methodOrder} onChange={setOrder} />
      <MethodCheckboxes
        legend="Deposit methods" hint="How customers may pay a deposit or an order's balance."
        options={current.depositMethodsAvailable.map((method) => ({ ...method, label: depositLabels[method.id] }))}
        checked={deposits} error={errors.depositMethods} onChange={setDeposits}
      />
      <fieldset className="grid gap-4 rounded-2xl border border-ink-200 bg-white p-4 sm:grid-cols-2">
        <legend className="px-1 font-semibold text-ink-900">Minimum deposit</legend>
        <Field label="Regular customers (%)" type="number" inputMode="numeric" min={1} max={100} {...field('minDepositRegular')} />
        <Field label="New customers (%)" type="number" inputMode="numeric" min={1} max={100} hint="Customers without a paid order yet" {...field('minDepositNewUser')} />
      </fieldset>
      <fieldset className="grid gap-4 rounded-2xl border border-ink-200 bg-white p-4 sm:grid-cols-2">
        <legend className="px-1 font-semibold text-ink-900">Loyalty points</legend>
        <Field
          label="Points per Ksh 100 paid" type="number" inputMode="numeric" min={0} max={100}
          hint="Earned once an order is paid; 1 point is worth Ksh 1 on a redeemed coupon. 0 switches earning off."
          {...field('pointsPerHundredShillings')}
        />
      </fieldset>
      <fieldset className="grid gap-4 rounded-2xl border border-ink-200 bg-white p-4 sm:grid-cols-2">
        <legend className="px-1 font-semibold text-ink-900">Paybill details shown to customers</legend>
        <Field label="Bank name" {...field('bankName')} />
        <Field label="Paybill" inputMode="numeric" hint="5 to 10 digits" {...field('paybill')} />
        <Field label="Account number" {...field('accountNumber')} />
        <Field label="Account name" {...field('accountName')} />
      </fieldset>
      <fieldset className="grid gap-4 rounded-2xl border border-ink-200 bg-white p-4 sm:grid-cols-2">
        <legend className="px-1 font-semibold text-ink-900">WhatsApp</legend>
        <Field
          label="Shop WhatsApp number" type="tel" inputMode="tel"
          hint="Customers' “Ask about this item” and “Ask about this order” messages go to this number"
          {...field('whatsAppNumber')}
        />
      </fieldset>
      <Field label="Note for the audit log (optional)" {...field('reason')} />
      <Button type="submit" variant="accent" className="self-start" disabled={saving}>{saving ? 'Saving...' : 'Save settings'}</Button>
    </form>
  );
}
