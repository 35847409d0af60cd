import { noteProblem, reasonProblem, referenceProblem } from '@mitumba/contracts/plain';
import { useState, type FormEvent } from 'react';
import { Field } from '@/ui/field';
import { AdminDialog, DialogActions } from './admin-dialog';

export interface ReasonDialogProps {
  title: string;
  confirmLabel: string;
  /** What confirming will do, said before the person commits to it. */
  description?: string;
  /** Confirming a payment also needs the M-Pesa or bank reference. */
  askReference?: boolean;
  /**
   * Where money leaves the shop (refunds, cancellations, write-offs) a reason is required; a routine action (dispatch,
   * delivery, a payment seen arriving) takes an optional note instead.
   */
  reasonRequired?: boolean;
  pending: boolean;
  onConfirm: (answer: { reason: string; reference: string }) => void;
  onClose: () => void;
}

/** A back-office change and why (kept in the audit log), checked before sending. */
export function ReasonDialog({ title, confirmLabel, description, askReference = false, reasonRequired = true, pending, onConfirm, onClose }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; reference?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      reference: askReference ? referenceProblem(reference) : undefined,
      reason: reasonRequired ? reasonProblem(reason) : noteProblem(reason),
    };
    setErrors(found);
    if (found.reason || found.reference) return;
    onConfirm({ reason: reason.trim(), reference: reference.trim() });
  };

  return (
    <AdminDialog title={title} description={description} onClose={onClose}>
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
        <Field
          label={reasonRequired ? 'Reason' : 'Note (optional)'}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
          autoFocus={reasonRequired && !askReference}
        />
        <DialogActions confirmLabel={confirmLabel} pending={pending} onClose={onClose} />
      </form>
    </AdminDialog>
  );
}
