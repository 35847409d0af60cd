import { reasonProblem, referenceProblem } from '@mitumba/contracts/plain';
import { useState, type FormEvent } from 'react';
import { Field } from '@/ui/field';
import { AdminDialog, DialogActions } from './admin-dialog';

export interface ReasonDialogProps {
  title: string;
  confirmLabel: string;
  /** Confirming a payment also needs the M-Pesa or bank reference. */
  askReference?: boolean;
  pending: boolean;
  onConfirm: (answer: { reason: string; reference: string }) => void;
  onClose: () => void;
}

/** Every back-office change needs a reason (kept in the audit log), checked before sending. */
export function ReasonDialog({ title, confirmLabel, askReference = false, pending, onConfirm, onClose }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; reference?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { reference: askReference ? referenceProblem(reference) : undefined, reason: reasonProblem(reason) };
    setErrors(found);
    if (found.reason || found.reference) return;
    onConfirm({ reason: reason.trim(), reference: reference.trim() });
  };

  return (
    <AdminDialog title={title} onClose={onClose}>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        {askReference ? (
          <Field
            label="Payment reference"
            hint="The M-Pesa or bank reference of the transfer"
            value={reference}
            error={errors.reference}
            onChange={(event) => setReference(event.target.value)}
            autoFocus
          />
        ) : null}
        <Field label="Reason" value={reason} error={errors.reason} onChange={(event) => setReason(event.target.value)} autoFocus={!askReference} />
        <DialogActions confirmLabel={confirmLabel} pending={pending} onClose={onClose} />
      </form>
    </AdminDialog>
  );
}
