import { z } from 'zod';

/**
 * A payment to the paybill or till as the shop keeps it, whichever way it was heard of: Daraja's confirmation
 * (payment-providers.md §1.9) or a row of Pull Transactions' statement (payouts-and-messaging.md §4).
 */
export type C2bInput = {
  transId: string;
  source: 'confirmation' | 'pull';
  shortCode: string;
  billRef: string;
  amountCents: number;
  msisdn: string;
  payerName: string;
  transactedAt: Date;
  payload: unknown;
};

/** What is matched against `orders.reference`: `mt 4k7q`, `MT-4K7Q` and `MT4K7Q` are one. */
export const normaliseReference = (typed: string) => typed.replace(/[^0-9a-z]/gi, '').toUpperCase();

/** `"1500.00"`, `"1500"` or 1500 → 150000 cents; undefined for anything that is not a positive amount with at most 2 decimals. */
export function amountCentsOf(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : undefined;
}

/** `YYYYMMDDHHmmss` or `YYYY-MM-DD HH:mm:ss` in East Africa Time → the instant; undefined when it is not one. */
export function eatTime(value: unknown): Date | undefined {
  const digits = typeof value === 'string' || typeof value === 'number' ? String(value).replace(/[^0-9]/g, '') : '';
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(digits);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return undefined;
  return new Date(Date.UTC(year, month - 1, day, hour - 3, minute, second));
}

const field = z.union([z.string(), z.number()]).transform(String);

const confirmationSchema = z.object({
  TransID: z.string().trim().regex(/^[A-Z0-9]{6,20}$/i),
  TransTime: field,
  TransAmount: field,
  BusinessShortCode: field,
  BillRefNumber: field.optional(),
  MSISDN: field.optional(),
  FirstName: field.optional(),
  MiddleName: field.optional(),
  LastName: field.optional(),
});

/** A confirmation (or validation) body as the shop keeps it; a reason when it is not one. */
export function fromConfirmation(body: unknown, now: Date): { ok: true; input: C2bInput } | { ok: false; reason: string } {
  const parsed = confirmationSchema.safeParse(body);
  if (!parsed.success) return { ok: false, reason: `Not a C2B confirmation: ${parsed.error.issues[0]?.path.join('.') ?? 'body'} is missing or invalid` };
  const value = parsed.data;
  const amountCents = amountCentsOf(value.TransAmount);
  if (amountCents === undefined) return { ok: false, reason: 'Not a C2B confirmation: TransAmount is not an amount' };
  const payerName = [value.FirstName, value.MiddleName, value.LastName].filter(Boolean).join(' ');
  return {
    ok: true,
    input: {
      transId: value.TransID.toUpperCase(), source: 'confirmation', shortCode: value.BusinessShortCode, billRef: (value.BillRefNumber ?? '').slice(0, 40),
      amountCents, msisdn: value.MSISDN ?? '', payerName, transactedAt: eatTime(value.TransTime) ?? now, payload: body,
    },
  };
}
