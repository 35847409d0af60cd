import { useState, type FormEvent } from 'react';
import type { ReceivedPayment, RefundReceivedResponse } from '@mitumba/contracts';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { refundReceivedBodySchema } from '../forms/contracts';
import { validateWith } from '../forms/validate';
import { useRefundReceived } from './received-payments-api';

/** What the owner is told once a payment is on its way back, including when M-Pesa cannot send it by itself. */
export function refundDoneMessage(transId: string, answer: RefundReceivedResponse): string {
  const line = `Payment ${transId} is being sent back. ${answer.refund.text}.`;
  if (answer.refund.method !== 'hand-back') return line;
  return `${line} M-Pesa cannot send it back by itself (too old to reverse, and the payer's number is hidden): give it back and record it under Refunds.`;
}

/**
 * "Refund": sends a payment no order took back to its payer. Money leaves the shop, so the reason is required; the
 * form opens first, nothing is sent by one stray tap. A refusal is shown under it; a success is said by the list.
 */
export function RefundReceivedForm({ payment, onRefunded }: { payment: ReceivedPayment; onRefunded: (message: string) => void }) {
  const refund = useRefundReceived();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ reason?: string | undefined; form?: string | undefined }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(refundReceivedBodySchema, { reason });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    // The promise, not mutate's callbacks: those are dropped once the list, read again, no longer has this payment.
    refund.mutateAsync({ id: payment.id, body: checked.value }).then(
      (answer) => onRefunded(refundDoneMessage(payment.transId, answer)),
      (error: unknown) => setErrors({ form: isApiError(error) ? error.message : 'Something went wrong. Please try again.' }),
    );
  };

  if (!open) {
    return <Button variant="secondary" className="mt-3" onClick={() => setOpen(true)}>Refund</Button>;
  }
  return (
    <form noValidate onSubmit={submit} aria-label={`Refund ${payment.transId} to the payer`} className="mt-4 grid gap-3 rounded-xl bg-ink-50 p-3 sm:grid-cols-[1fr_auto_auto] sm:items-start">
      <Field label="Reason" hint="Kept in the audit log" value={reason} error={errors.reason} onChange={(event) => setReason(event.target.value)} />
      <Button type="submit" variant="primary" className="sm:mt-7" disabled={refund.isPending}>
        {refund.isPending ? 'Sending back...' : 'Send it back'}
      </Button>
      <Button variant="ghost" className="sm:mt-7" onClick={() => setOpen(false)} disabled={refund.isPending}>Cancel</Button>
      {errors.form ? <p role="alert" className="text-sm font-medium text-danger-700 sm:col-span-3">{errors.form}</p> : null}
    </form>
  );
}
