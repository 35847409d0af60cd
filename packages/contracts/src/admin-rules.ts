/**
 * The back office's form rules without zod, for the screens (zod's schemas compile with eval, which the CSP forbids in
 * the browser); the API's schemas in admin-orders.ts are built from the same limits and messages.
 */
export const ADMIN_REASON_MIN = 3;
export const ADMIN_REASON_MAX = 500;
export const PAYMENT_REFERENCE_MAX = 100;
export const adminMessages = {
  reasonRequired: 'A reason is required',
  reasonTooLong: `Too long: at most ${ADMIN_REASON_MAX} characters`,
  noteNotText: 'The note must be text',
  referenceRequired: 'The payment reference is required',
  referenceTooLong: `Too long: at most ${PAYMENT_REFERENCE_MAX} characters`,
} as const;

/** Why a person changed something: the problem with it, or undefined when it will do. */
export function reasonProblem(reason: string): string | undefined {
  const length = reason.trim().length;
  if (length < ADMIN_REASON_MIN) return adminMessages.reasonRequired;
  return length > ADMIN_REASON_MAX ? adminMessages.reasonTooLong : undefined;
}

/** A routine action's optional note: only its length can be wrong. */
export function noteProblem(note: string): string | undefined {
  return note.trim().length > ADMIN_REASON_MAX ? adminMessages.reasonTooLong : undefined;
}

/** The M-Pesa or bank reference of a payment confirmed by hand. */
export function referenceProblem(reference: string): string | undefined {
  const length = reference.trim().length;
  if (length === 0) return adminMessages.referenceRequired;
  return length > PAYMENT_REFERENCE_MAX ? adminMessages.referenceTooLong : undefined;
}
