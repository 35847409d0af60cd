import { isCallbackUrl, wholeNumber } from '../request-fields.ts';
import { isValidTimestamp } from './clock.ts';
import type { MpesaConfig } from './config.ts';

/**
 * Daraja's field rules for the STK push and query bodies (§1.3, §6.3). A failure names the field as Daraja does in
 * "Bad Request - Invalid <Field>"; checks of the credentials themselves (shortcode known, password) come after.
 */
export type PushFields = {
  shortCode: string;
  password: string;
  timestamp: string;
  transactionType: string;
  amount: number;
  partyA: string;
  partyB: string;
  phoneNumber: string;
  callbackUrl: string;
  accountReference: string;
  transactionDesc: string;
};

export type QueryFields = { shortCode: string; password: string; timestamp: string; checkoutRequestId: string };

export type Checked<T> = { ok: true; value: T } | { ok: false; field: string };

const MSISDN = /^254[71]\d{8}$/;
const SHORTCODE = /^\d{5,7}$/;
const TRANSACTION_TYPES = ['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'];

/** Daraja takes most identifiers as a string or a number. */
function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function credentials(body: Record<string, unknown>): Checked<Pick<PushFields, 'shortCode' | 'password' | 'timestamp'>> {
  const shortCode = text(body.BusinessShortCode);
  if (!shortCode || !SHORTCODE.test(shortCode)) return { ok: false, field: 'BusinessShortCode' };
  const password = body.Password;
  if (typeof password !== 'string' || password === '') return { ok: false, field: 'Password' };
  const timestamp = text(body.Timestamp);
  if (!timestamp || !isValidTimestamp(timestamp)) return { ok: false, field: 'Timestamp' };
  return { ok: true, value: { shortCode, password, timestamp } };
}

const isObject = (body: unknown): body is Record<string, unknown> => typeof body === 'object' && body !== null && !Array.isArray(body);

export function checkPush(body: unknown, config: Pick<MpesaConfig, 'amountLimit' | 'descriptionMaxLength'>): Checked<PushFields> {
  if (!isObject(body)) return { ok: false, field: 'JSON' };
  const creds = credentials(body);
  if (!creds.ok) return creds;
  const transactionType = body.TransactionType;
  if (typeof transactionType !== 'string' || !TRANSACTION_TYPES.includes(transactionType)) return { ok: false, field: 'TransactionType' };
  const amount = wholeNumber(body.Amount);
  if (amount === undefined || amount < 1 || amount > config.amountLimit) return { ok: false, field: 'Amount' };
  const partyA = text(body.PartyA);
  if (!partyA || !MSISDN.test(partyA)) return { ok: false, field: 'PartyA' };
  const partyB = text(body.PartyB);
  if (!partyB || !SHORTCODE.test(partyB)) return { ok: false, field: 'PartyB' };
  const phoneNumber = text(body.PhoneNumber);
  if (!phoneNumber || !MSISDN.test(phoneNumber)) return { ok: false, field: 'PhoneNumber' };
  const callbackUrl = body.CallBackURL;
  if (!isCallbackUrl(callbackUrl)) return { ok: false, field: 'CallBackURL' };
  const accountReference = text(body.AccountReference);
  if (!accountReference || accountReference.length > 12) return { ok: false, field: 'AccountReference' };
  const transactionDesc = text(body.TransactionDesc);
  if (!transactionDesc || transactionDesc.length > config.descriptionMaxLength) return { ok: false, field: 'TransactionDesc' };
  return {
    ok: true,
    value: { ...creds.value, transactionType, amount, partyA, partyB, phoneNumber, callbackUrl, accountReference, transactionDesc },
  };
}

export function checkQuery(body: unknown): Checked<QueryFields> {
  if (!isObject(body)) return { ok: false, field: 'JSON' };
  const creds = credentials(body);
  if (!creds.ok) return creds;
  const checkoutRequestId = body.CheckoutRequestID;
  if (typeof checkoutRequestId !== 'string' || checkoutRequestId === '') return { ok: false, field: 'CheckoutRequestID' };
  return { ok: true, value: { ...creds.value, checkoutRequestId } };
}
