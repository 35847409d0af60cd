import { wholeNumber } from './request-fields.ts';

/**
 * What the card emulators' statement test controls read (reference §6.1, "admin/inspection API"), the same for each:
 * `POST /__emulator/statement` plants a paid line the shop never saw, `POST /__emulator/statement/{reference}` alters
 * the amount (and/or the time) a recorded payment shows on the statement. `amount` is in the provider's minor unit.
 */
export type StatementPlant = { amount: number; at: Date; reference: string | undefined };
export type StatementChange = { amount: number | undefined; at: Date | undefined };

const timeOf = (value: unknown): Date | undefined | null => {
  if (value === undefined) return undefined;
  const at = typeof value === 'string' ? new Date(value) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
};

/** The body of a plant, or why it is refused (a 400 the caller sends in its own envelope). */
export function plantOf(body: unknown, now: Date): StatementPlant | string {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const amount = wholeNumber(fields.amount);
  if (amount === undefined || amount <= 0) return 'amount must be a positive whole number in the smallest unit';
  const at = timeOf(fields.at);
  if (at === null) return 'at must be an ISO date-time';
  if (fields.reference !== undefined && (typeof fields.reference !== 'string' || !/^[A-Za-z0-9._=-]{1,100}$/.test(fields.reference))) {
    return 'reference must be 1-100 letters, digits, or . _ = -';
  }
  return { amount, at: at ?? now, reference: fields.reference as string | undefined };
}

/** The body of a change, or why it is refused. */
export function changeOf(body: unknown): StatementChange | string {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const amount = fields.amount === undefined ? undefined : wholeNumber(fields.amount);
  if (fields.amount !== undefined && (amount === undefined || amount <= 0)) return 'amount must be a positive whole number in the smallest unit';
  const at = timeOf(fields.at);
  if (at === null) return 'at must be an ISO date-time';
  if (amount === undefined && at === undefined) return 'Give amount and/or at';
  return { amount, at };
}

/** Reads `value` as a whole number within bounds, else `fallback` (list paging parameters). */
export function boundedInt(value: unknown, fallback: number, min: number, max: number): number {
  const number = wholeNumber(value);
  return number === undefined ? fallback : Math.min(max, Math.max(min, number));
}
