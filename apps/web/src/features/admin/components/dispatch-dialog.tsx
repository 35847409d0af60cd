import { useId, useState, type FormEvent } from 'react';
import { Field, inputClasses } from '@/ui/field';
import { cn } from '@/lib/cn';
import { adminDispatchBodySchema } from '../forms/contracts';
import { validateWith } from '../forms/validate';
import { useAdminCouriers } from '../couriers/couriers-api';
import { AdminDialog, DialogActions } from './admin-dialog';

export type DispatchAnswer = { courier: string; trackingNumber: string; reason: string };

interface DispatchDialogProps {
  orderId: string;
  pending: boolean;
  onConfirm: (answer: DispatchAnswer) => void;
  onClose: () => void;
}

/** Dispatch: the courier (those turned on), its tracking number and an optional note, checked with the API's contract. */
export function DispatchDialog({ orderId, pending, onConfirm, onClose }: DispatchDialogProps) {
  const couriers = useAdminCouriers();
  const [values, setValues] = useState({ courier: '', trackingNumber: '', reason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const selectId = useId();
  const errorId = useId();
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));
  const offered = (couriers.data?.couriers ?? []).filter((courier) => courier.enabled);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(adminDispatchBodySchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    onConfirm({ courier: checked.value.courier, trackingNumber: checked.value.trackingNumber, reason: checked.value.reason ?? '' });
  };

  return (
    <AdminDialog title={`Mark ${orderId} as dispatched?`} description="The customer is texted and e-mailed the courier and the tracking number." onClose={onClose}>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <div>
          <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-ink-800">Courier</label>
          <select
            id={selectId}
            value={values.courier}
            onChange={set('courier')}
            aria-invalid={errors.courier ? true : undefined}
            aria-describedby={errors.courier ? errorId : undefined}
            className={cn(inputClasses, errors.courier ? 'border-danger-600' : 'border-ink-300')}
          >
            <option value="">{couriers.isPending ? 'Loading couriers…' : 'Select a courier'}</option>
            {offered.map((courier) => <option key={courier.id} value={courier.id}>{courier.name}</option>)}
          </select>
          {errors.courier ? <p id={errorId} className="mt-1.5 text-sm text-danger-700">{errors.courier}</p> : null}
        </div>
        <Field label="Tracking number" value={values.trackingNumber} maxLength={40} autoComplete="off" error={errors.trackingNumber} onChange={set('trackingNumber')} />
        <Field label="Note (optional)" value={values.reason} error={errors.reason} onChange={set('reason')} />
        <DialogActions confirmLabel="Mark dispatched" pending={pending} onClose={onClose} />
      </form>
    </AdminDialog>
  );
}
