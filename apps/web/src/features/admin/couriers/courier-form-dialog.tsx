import { useState, type FormEvent } from 'react';
import type { Courier } from '@mitumba/contracts';
import { Field } from '@/ui/field';
import { AdminDialog, DialogActions } from '../components/admin-dialog';
import { adminCourierBodySchema } from '../forms/contracts';
import { validateWith } from '../forms/validate';

interface CourierFormDialogProps {
  /** The courier edited; none: a new one. */
  courier?: Courier;
  pending: boolean;
  onSave: (values: { name: string; trackingUrlPattern: string | null }) => void;
  onClose: () => void;
}

/** A courier's name and tracking link ({tracking} where the number goes), checked with the API's contract. */
export function CourierFormDialog({ courier, pending, onSave, onClose }: CourierFormDialogProps) {
  const [name, setName] = useState(courier?.name ?? '');
  const [pattern, setPattern] = useState(courier?.trackingUrlPattern ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(adminCourierBodySchema, { name, trackingUrlPattern: pattern });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    onSave({ name: checked.value.name, trackingUrlPattern: checked.value.trackingUrlPattern });
  };

  return (
    <AdminDialog title={courier ? `Edit ${courier.name}` : 'Add a courier'} onClose={onClose}>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <Field label="Name" value={name} maxLength={40} error={errors.name} onChange={(event) => setName(event.target.value)} autoFocus />
        <Field
          label="Tracking link (optional)"
          hint="An https:// address with {tracking} where the tracking number goes, e.g. https://courier.example/track?n={tracking}"
          value={pattern}
          inputMode="url"
          error={errors.trackingUrlPattern}
          onChange={(event) => setPattern(event.target.value)}
        />
        <DialogActions confirmLabel={courier ? 'Save courier' : 'Add courier'} pending={pending} onClose={onClose} />
      </form>
    </AdminDialog>
  );
}
