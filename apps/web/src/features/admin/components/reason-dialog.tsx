import { reasonProblem, referenceProblem } from '@mitumba/contracts/plain';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';


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
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; reference?: string }>({});

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { reference: askReference ? referenceProblem(reference) : undefined, reason: reasonProblem(reason) };
    setErrors(found);
    if (found.reason || found.reference) return;
    onConfirm({ reason: reason.trim(), reference: reference.trim() });
  };

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-ink-900/50 p-4 sm:items-center">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
        <h2 id={titleId} className="text-lg font-semibold text-ink-900">
          {title}
        </h2>
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
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" variant="accent" disabled={pending}>
              {confirmLabel}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
