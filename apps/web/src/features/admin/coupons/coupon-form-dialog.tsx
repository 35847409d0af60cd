import { useState, type FormEvent } from 'react';
import type { AdminCustomerRow } from '@mitumba/contracts';
import { Field } from '@/ui/field';
import { AdminDialog, DialogActions } from '../components/admin-dialog';
import { adminCreateCouponBodySchema, type AdminCreateCouponBody } from '../forms/contracts';
import { validateWith } from '../forms/validate';
import { CustomerPicker } from './customer-picker';

interface CouponFormDialogProps {
  pending: boolean;
  onCreate: (body: AdminCreateCouponBody) => void;
  onClose: () => void;
}

const optionalNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));
/** A datetime-local value is the admin's own clock; the API takes an instant. */
const instantOf = (local: string) => {
  if (!local) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

/** A new coupon: code, percentage or fixed Ksh, expiry, usage limits, optionally one customer; checked with the API's contract. */
export function CouponFormDialog({ pending, onCreate, onClose }: CouponFormDialogProps) {
  const [values, setValues] = useState({ code: '', type: 'percentage' as 'percentage' | 'fixed', discount: '', minSubtotal: '', expiresAt: '', maxUses: '', perUserLimit: '1' });
  const [customer, setCustomer] = useState<AdminCustomerRow | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(adminCreateCouponBodySchema, {
      code: values.code, type: values.type, discount: optionalNumber(values.discount) ?? Number.NaN,
      minSubtotal: optionalNumber(values.minSubtotal), expiresAt: instantOf(values.expiresAt), maxUses: optionalNumber(values.maxUses),
      perUserLimit: optionalNumber(values.perUserLimit), customerId: customer?.id,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    onCreate(checked.value);
  };

  return (
    <AdminDialog title="New coupon" onClose={onClose}>
      <form noValidate onSubmit={submit} className="mt-4 flex max-h-[75vh] flex-col gap-4 overflow-y-auto px-1">
        <Field label="Code" value={values.code} onChange={set('code')} error={errors.code} hint="Customers type it at checkout; any case" autoFocus autoComplete="off" />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ink-800">Discount type</legend>
          <div className="flex gap-3">
            {(['percentage', 'fixed'] as const).map((type) => (
              <label key={type} className="flex min-h-11 flex-1 items-center gap-2 rounded-xl border border-ink-300 px-3 text-sm text-ink-900">
                <input type="radio" name="coupon-type" className="size-5 accent-brand-600" checked={values.type === type} onChange={() => setValues((current) => ({ ...current, type }))} />
                {type === 'percentage' ? 'Percentage' : 'Fixed Ksh'}
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          label={values.type === 'percentage' ? 'Discount (%)' : 'Discount (Ksh)'} type="number" inputMode="numeric" value={values.discount}
          onChange={set('discount')} error={errors.discount}
        />
        <Field label="Minimum cart (Ksh, optional)" type="number" inputMode="numeric" value={values.minSubtotal} onChange={set('minSubtotal')} error={errors.minSubtotal} />
        <Field label="Expires (optional)" type="datetime-local" value={values.expiresAt} onChange={set('expiresAt')} error={errors.expiresAt} hint="Leave empty for no end date" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Usage limit (optional)" type="number" inputMode="numeric" value={values.maxUses} onChange={set('maxUses')} error={errors.maxUses} hint="Uses by everyone together" />
          <Field label="Uses per customer" type="number" inputMode="numeric" value={values.perUserLimit} onChange={set('perUserLimit')} error={errors.perUserLimit} />
        </div>
        <CustomerPicker chosen={customer} onChoose={setCustomer} error={errors.customerId} />
        <DialogActions confirmLabel="Create coupon" pending={pending} onClose={onClose} />
      </form>
    </AdminDialog>
  );
}
