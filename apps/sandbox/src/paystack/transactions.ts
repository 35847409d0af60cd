import { randomBytes, randomInt } from 'node:crypto';
import { mapSection, type Section } from '../state-file.ts';

/**
 * Paystack transactions as the emulator keeps them, and the `data` object its verify call and `charge.success` webhook
 * share (reference §2.3, §2.5). A transaction starts `abandoned` (initialised, not paid: Paystack's own word for it)
 * and becomes `success` or `failed` on the hosted page or through the admin API.
 */
export type PaystackStatus = 'abandoned' | 'success' | 'failed';

export type PaystackTransaction = {
  id: number;
  reference: string;
  accessCode: string;
  /** Requested, in the smallest unit (KES × 100). */
  amount: number;
  /** What was actually paid (normally `amount`; the admin API can break it to test the shop). */
  paidAmount: number;
  currency: string;
  /** The currency reported as paid (normally `currency`; the admin API can break it). */
  paidCurrency: string;
  email: string;
  callbackUrl: string | null;
  metadata: unknown;
  status: PaystackStatus;
  gatewayResponse: string;
  channel: string;
  createdAt: Date;
  paidAt: Date | null;
  customer: { id: number; customerCode: string };
};

/** A 15-character access code like Paystack's (`0peioxfhpn1uvzq`). */
export const accessCode = (): string => randomBytes(12).toString('base64url').toLowerCase().replace(/[^a-z0-9]/g, '0').slice(0, 15);

/** A reference Paystack generates when the merchant sends none (`T` + digits, like theirs). */
export const generatedReference = (): string => `T${randomInt(100_000_000, 999_999_999)}${randomInt(100_000, 999_999)}`;

/** Dates come back from the state file as ISO strings. */
const revived = (saved: PaystackTransaction): PaystackTransaction =>
  ({ ...saved, createdAt: new Date(saved.createdAt), paidAt: saved.paidAt === null ? null : new Date(saved.paidAt) });

export function createTransactionStore() {
  const byReference = new Map<string, PaystackTransaction>();
  const byAccessCode = new Map<string, PaystackTransaction>();
  let nextId = 4_099_260_000 + randomInt(0, 9_999);
  const customers = new Map<string, { id: number; customerCode: string }>();
  const records = mapSection(byReference, (transaction) => transaction.reference, revived);
  /** The sandbox state's part: transactions, customers (one per e-mail) and the next id. */
  const section: Section = {
    save: () => ({ transactions: records.save(), customers: [...customers], nextId }),
    load(saved) {
      const state = saved as { transactions: unknown; customers: Array<[string, { id: number; customerCode: string }]>; nextId: number };
      records.load(state.transactions);
      for (const transaction of byReference.values()) byAccessCode.set(transaction.accessCode, transaction);
      for (const [email, customer] of state.customers) customers.set(email, customer);
      nextId = state.nextId;
    },
  };

  function customerFor(email: string) {
    const known = customers.get(email);
    if (known) return known;
    const customer = { id: 180_000_000 + randomInt(0, 9_999_999), customerCode: `CUS_${randomBytes(8).toString('hex').slice(0, 15)}` };
    customers.set(email, customer);
    return customer;
  }

  return {
    section,
    get: (reference: string) => byReference.get(reference),
    byAccessCode: (code: string) => byAccessCode.get(code),
    all: () => [...byReference.values()],
    add(input: { reference: string; amount: number; currency: string; email: string; callbackUrl: string | null; metadata: unknown }, now: Date) {
      const transaction: PaystackTransaction = {
        ...input, id: nextId++, accessCode: accessCode(), paidAmount: input.amount, paidCurrency: input.currency,
        status: 'abandoned', gatewayResponse: 'The transaction was not completed', channel: 'card', createdAt: now, paidAt: null,
        customer: customerFor(input.email),
      };
      byReference.set(transaction.reference, transaction);
      byAccessCode.set(transaction.accessCode, transaction);
      return transaction;
    },
  };
}

export type TransactionStore = ReturnType<typeof createTransactionStore>;

/** The test card the hosted page pays with (reference §2.6), as Paystack's authorization object shows it. */
function authorizationOf(transaction: PaystackTransaction) {
  if (transaction.status !== 'success') return {};
  return {
    authorization_code: `AUTH_${transaction.accessCode.slice(0, 10)}`, bin: '408408', last4: '4081', exp_month: '12', exp_year: '2030',
    channel: 'card', card_type: 'visa ', bank: 'TEST BANK', country_code: 'KE', brand: 'visa', reusable: true,
    signature: `SIG_${transaction.accessCode}`, account_name: null,
  };
}

/** `data` of `GET /transaction/verify/{reference}` and of the `charge.success` event. */
export function transactionData(transaction: PaystackTransaction) {
  const paid = transaction.status === 'success';
  return {
    id: transaction.id,
    domain: 'test',
    status: transaction.status,
    reference: transaction.reference,
    receipt_number: null,
    amount: paid ? transaction.paidAmount : transaction.amount,
    message: null,
    gateway_response: transaction.gatewayResponse,
    paid_at: transaction.paidAt?.toISOString() ?? null,
    created_at: transaction.createdAt.toISOString(),
    channel: transaction.channel,
    currency: paid ? transaction.paidCurrency : transaction.currency,
    ip_address: '127.0.0.1',
    metadata: transaction.metadata ?? '',
    log: null,
    fees: paid ? Math.round(transaction.paidAmount * 0.029) : null,
    fees_split: null,
    authorization: authorizationOf(transaction),
    customer: {
      id: transaction.customer.id, first_name: null, last_name: null, email: transaction.email,
      customer_code: transaction.customer.customerCode, phone: null, metadata: null, risk_action: 'default', international_format_phone: null,
    },
    plan: null,
    split: {},
    order_id: null,
    paidAt: transaction.paidAt?.toISOString() ?? null,
    createdAt: transaction.createdAt.toISOString(),
    requested_amount: transaction.amount,
    pos_transaction_data: null,
    source: null,
    fees_breakdown: null,
    transaction_date: transaction.createdAt.toISOString(),
    plan_object: {},
    subaccount: {},
  };
}
