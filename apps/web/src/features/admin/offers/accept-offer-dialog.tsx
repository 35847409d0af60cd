import { useState, type FormEvent } from 'react';
import { Field } from '@/ui/field';
import { AdminDialog, DialogActions } from '../components/admin-dialog';
import { OFFER_HOURS_DEFAULT, adminAcceptOfferBodySchema, type AdminAcceptOfferBody } from '../forms/contracts';
import { validateWith } from '../forms/validate';

interface AcceptOfferDialogProps {
  summary: string;
  pending: boolean;
  onConfirm: (body: AdminAcceptOfferBody) => void;
  onClose: () => void;
}

/** How long the accepted price holds (1–168 h, 48 by default) and an optional note, checked with the API's contract. */
export function AcceptOfferDialog({ summary, pending, onConfirm, onClose }: AcceptOfferDialogProps) {
  const [hours, setHours] = useState(String(OFFER_HOURS_DEFAULT));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(adminAcceptOfferBodySchema, { expiresInHours: hours.trim() === '' ? undefined : Number(hours), reason: reason.trim() || undefined });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    onConfirm(checked.value);
  };

  return (
    <AdminDialog title="Accept this offer" onClose={onClose}>
      <p className="mt-1 text-sm text-ink-700">{summary}</p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <Field
          label="Price holds for (hours)" type="number" inputMode="numeric" min={1} max={168} value={hours}
          hint="1 to 168 hours; the customer's cart shows the offer price until then" error={errors.expiresInHours}
          onChange={(event) => setHours(event.target.value)} autoFocus
        />
        <Field label="Note (optional)" value={reason} error={errors.reason} onChange={(event) => setReason(event.target.value)} />
        <DialogActions confirmLabel="Accept offer" pending={pending} onClose={onClose} />
      </form>
    </AdminDialog>
  );
}
