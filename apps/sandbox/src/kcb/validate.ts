import type { MpesaConfig } from '../mpesa/config.ts';
import { isCallbackUrl } from '../request-fields.ts';

/**
 * The STK push body KCB Buni takes (payment-providers.md §5.4): `phoneNumber` 2547…/2541…, `amount` a string of
 * whole shillings, `invoiceNumber` `{till}-{reference}`, `sharedShortCode` a boolean, `orgShortCode`/`orgPassKey`
 * only for an own shortcode, `callbackUrl`, `transactionDescription` (≤ 13). A failure names the field.
 */
export type KcbPushFields = {
  phoneNumber: string;
  amount: number;
  invoiceNumber: string;
  till: string;
  sharedShortCode: boolean;
  orgShortCode: string;
  orgPassKey: string;
  callbackUrl: string;
  transactionDescription: string;
};

export type Checked = { ok: true; value: KcbPushFields } | { ok: false; field: string };

const MSISDN = /^254[71]\d{8}$/;
/** The KCB account/till, a dash, then the merchant's own reference. */
const INVOICE = /^(\d{5,14})-([A-Za-z0-9][A-Za-z0-9_-]{0,39})$/;

const optionalText = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : undefined);

export function checkKcbPush(body: unknown, limits: Pick<MpesaConfig, 'amountLimit' | 'descriptionMaxLength'>): Checked {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, field: 'JSON' };
  const fields = body as Record<string, unknown>;
  const { phoneNumber, amount, invoiceNumber, sharedShortCode, callbackUrl, transactionDescription } = fields;
  if (typeof phoneNumber !== 'string' || !MSISDN.test(phoneNumber)) return { ok: false, field: 'phoneNumber' };
  // Sent as a string ("amount": "1500"); whole shillings only.
  if (typeof amount !== 'string' || !/^\d{1,15}$/.test(amount)) return { ok: false, field: 'amount' };
  const shillings = Number(amount);
  if (shillings < 1 || shillings > limits.amountLimit) return { ok: false, field: 'amount' };
  const invoice = typeof invoiceNumber === 'string' ? INVOICE.exec(invoiceNumber) : null;
  if (!invoice?.[1]) return { ok: false, field: 'invoiceNumber' };
  if (typeof sharedShortCode !== 'boolean') return { ok: false, field: 'sharedShortCode' };
  const orgShortCode = optionalText(fields.orgShortCode);
  const orgPassKey = optionalText(fields.orgPassKey);
  if (orgShortCode === undefined || (!sharedShortCode && !/^\d{5,7}$/.test(orgShortCode))) return { ok: false, field: 'orgShortCode' };
  if (orgPassKey === undefined || (!sharedShortCode && orgPassKey === '')) return { ok: false, field: 'orgPassKey' };
  if (!isCallbackUrl(callbackUrl)) return { ok: false, field: 'callbackUrl' };
  if (typeof transactionDescription !== 'string' || transactionDescription === '' || transactionDescription.length > limits.descriptionMaxLength) {
    return { ok: false, field: 'transactionDescription' };
  }
  return {
    ok: true,
    value: {
      phoneNumber, amount: shillings, invoiceNumber: invoice[0], till: invoice[1], sharedShortCode, orgShortCode, orgPassKey,
      callbackUrl, transactionDescription,
    },
  };
}
