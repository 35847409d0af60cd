import { useState, type FormEvent } from 'react';
import { Field } from '@/ui/field';
import { adminReadyForCollectionBodySchema } from '../forms/contracts';
import { validateWith } from '../forms/validate';
import { AdminDialog, DialogActions } from './admin-dialog';

export type CollectionAnswer = { place: string; collectBy: string; reason: string };

interface CollectionDialogProps {
  orderId: string;
  pending: boolean;
  onConfirm: (answer: CollectionAnswer) => void;
  onClose: () => void;
}

/** Ready for collection: where the order waits and the last day to pick it up, checked with the API's contract. */
export function CollectionDialog({ orderId, pending, onConfirm, onClose }: CollectionDialogProps) {
  const [values, setValues] = useState({ place: '', collectBy: '', reason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(adminReadyForCollectionBodySchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    onConfirm({ place: checked.value.place, collectBy: checked.value.collectBy, reason: checked.value.reason ?? '' });
  };

  return (
    <AdminDialog title={`Mark ${orderId} as ready for collection?`} description="The customer is texted and e-mailed where to collect it and until when." onClose={onClose}>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <Field label="Where" hint="e.g. Gikomba Market, stall 14" value={values.place} maxLength={160} error={errors.place} onChange={set('place')} autoFocus />
        <Field label="Collect by" type="date" value={values.collectBy} error={errors.collectBy} onChange={set('collectBy')} />
        <Field label="Note (optional)" value={values.reason} error={errors.reason} onChange={set('reason')} />
        <DialogActions confirmLabel="Mark ready for collection" pending={pending} onClose={onClose} />
      </form>
    </AdminDialog>
  );
}
