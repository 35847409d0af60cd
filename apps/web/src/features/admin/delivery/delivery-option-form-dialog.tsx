import { useState, type FormEvent } from 'react';
import { KENYA_COUNTIES, type AdminDeliveryOption } from '@mitumba/contracts';
import { cn } from '@/lib/cn';
import { Field, inputClasses } from '@/ui/field';
import { AdminDialog, DialogActions } from '../components/admin-dialog';
import { adminCreateDeliveryBodySchema, adminUpdateDeliveryBodySchema, type AdminCreateDeliveryBody, type AdminUpdateDeliveryBody } from '../forms/contracts';
import { validateWith } from '../forms/validate';

interface DeliveryOptionFormDialogProps {
  /** The option to edit; a new one when absent (its county and kind are chosen here, once). */
  option?: AdminDeliveryOption | undefined;
  county: string;
  pending: boolean;
  onCreate: (body: AdminCreateDeliveryBody) => void;
  onUpdate: (body: AdminUpdateDeliveryBody) => void;
  onClose: () => void;
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** A pickup point or door delivery: county, name, place and hours (pickup), fee in Ksh and days; checked with the API's contract. */
export function DeliveryOptionFormDialog({ option, county, pending, onCreate, onUpdate, onClose }: DeliveryOptionFormDialogProps) {
  const [values, setValues] = useState({
    county: option?.county ?? county, kind: option?.kind ?? 'pickup' as 'pickup' | 'door', name: option?.name ?? '', place: option?.place ?? '',
    openingHours: option?.openingHours ?? '', fee: option ? String(option.fee) : '', etaDays: option ? String(option.etaDays) : '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      name: values.name, place: values.place.trim() || null, openingHours: values.openingHours.trim() || null,
      fee: numberOf(values.fee), etaDays: numberOf(values.etaDays),
    };
    const checked = option
      ? validateWith(adminUpdateDeliveryBodySchema, fields)
      : validateWith(adminCreateDeliveryBodySchema, { ...fields, county: values.county, kind: values.kind });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    if (option) onUpdate(checked.value as AdminUpdateDeliveryBody);
    else onCreate(checked.value as AdminCreateDeliveryBody);
  };

  return (
    <AdminDialog title={option ? `Edit ${option.name}` : 'New delivery option'} onClose={onClose}>
      <form noValidate onSubmit={submit} className="mt-4 flex max-h-[75vh] flex-col gap-4 overflow-y-auto px-1">
        {option ? null : (
          <>
            <div>
              <label htmlFor="delivery-county" className="mb-1.5 block text-sm font-medium text-ink-800">County</label>
              <select id="delivery-county" value={values.county} onChange={set('county')} className={cn(inputClasses, errors.county ? 'border-danger-600' : 'border-ink-300')}>
                <option value="">Choose a county</option>
                {[...KENYA_COUNTIES].sort((a, b) => a.localeCompare(b)).map((name) => <option key={name} value={name}>{name}</option>)}
              </select>
              {errors.county ? <p role="alert" className="mt-1.5 text-sm font-medium text-danger-700">{errors.county}</p> : null}
            </div>
            <fieldset>
              <legend className="mb-1.5 text-sm font-medium text-ink-800">Kind</legend>
              <div className="flex gap-3">
                {(['pickup', 'door'] as const).map((kind) => (
                  <label key={kind} className="flex min-h-11 flex-1 items-center gap-2 rounded-xl border border-ink-300 px-3 text-sm text-ink-900">
                    <input type="radio" name="delivery-kind" className="size-5 accent-brand-600" checked={values.kind === kind} onChange={() => setValues((current) => ({ ...current, kind }))} />
                    {kind === 'pickup' ? 'Pickup point' : 'Door delivery'}
                  </label>
                ))}
              </div>
            </fieldset>
          </>
        )}
        <Field label="Name" value={values.name} onChange={set('name')} error={errors.name} hint="What customers see, e.g. Westlands pickup" autoComplete="off" />
        {values.kind === 'pickup' ? (
          <>
            <Field label="Place" value={values.place} onChange={set('place')} error={errors.place} hint="Where to collect, e.g. Sarit Centre, lower ground floor" autoComplete="off" />
            <Field label="Opening hours (optional)" value={values.openingHours} onChange={set('openingHours')} error={errors.openingHours} autoComplete="off" />
          </>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Fee (Ksh)" type="number" inputMode="numeric" value={values.fee} onChange={set('fee')} error={errors.fee} hint="0 for free" />
          <Field label="Days it takes (at most)" type="number" inputMode="numeric" value={values.etaDays} onChange={set('etaDays')} error={errors.etaDays} hint="0 for the same day" />
        </div>
        <DialogActions confirmLabel={option ? 'Save option' : 'Add option'} pending={pending} onClose={onClose} />
      </form>
    </AdminDialog>
  );
}
