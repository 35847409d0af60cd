import { useState, type FormEvent } from 'react';
import type { ReceivedPayment } from '@mitumba/contracts';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { attachReceivedBodySchema } from '../forms/contracts';
import { validateWith } from '../forms/validate';
import { useAttachReceived } from './received-payments-api';

/**
 * "Attach to order": the order's reference (as the customer should have typed it) and an optional note. A refusal
 * (does not cover, already paid, no such order) is shown under the form; a success is said by the list (`onAttached`).
 */
export function AttachReceivedForm({ payment, onAttached }: { payment: ReceivedPayment; onAttached: (message: string) => void }) {
  const attach = useAttachReceived();
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reference?: string | undefined; reason?: string | undefined; form?: string | undefined }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(attachReceivedBodySchema, { reference, reason: note });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    // The promise, not mutate's callbacks: those are dropped once the list, read again, no longer has this payment.
    attach.mutateAsync({ id: payment.id, body: checked.value }).then(
      (answer) => onAttached(`Payment ${payment.transId} attached to order ${answer.orderId}.`),
      (error: unknown) => setErrors({ form: isApiError(error) ? error.message : 'Something went wrong. Please try again.' }),
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label={`Attach ${payment.transId} to an order`} className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      <Field label="Order reference" hint="As on the order, e.g. MT4K7Q" value={reference} error={errors.reference} autoCapitalize="characters"
        onChange={(event) => setReference(event.target.value)} />
      <Field label="Note (optional)" value={note} error={errors.reason} onChange={(event) => setNote(event.target.value)} />
      <Button type="submit" variant="accent" className="sm:mt-7" disabled={attach.isPending}>
        {attach.isPending ? 'Attaching...' : 'Attach to order'}
      </Button>
      {errors.form ? <p role="alert" className="text-sm font-medium text-danger-700 sm:col-span-3">{errors.form}</p> : null}
    </form>
  );
}
