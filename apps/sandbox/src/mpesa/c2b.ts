import { postCallback } from './callbacks.ts';
import { darajaTimestamp, type Clock } from './clock.ts';
import { flag, whole, type Env } from './config.ts';
import type { Ids } from './ids.ts';
import type { StkRequest } from './store.ts';

/**
 * Money customers send from their own M-Pesa menu to a paybill or till (C2B, payment-providers.md §1.9): the URLs each
 * shortcode registered (re-registering replaces), and every payment received, in the order it came. A payment runs
 * the shop's validation (when the shortcode has a ValidationURL and external validation is on), then its
 * confirmation; some test numbers lose or repeat the confirmation (§6.2: 254700000007 never sent, 254700000006 sent
 * twice), and every payment stays in the statement Pull Transactions reads. Kept in the sandbox state (decision 0028).
 */
export type C2bRegistration = {
  shortCode: string;
  version: 'v1' | 'v2';
  responseType: 'Completed' | 'Cancelled';
  confirmationUrl: string;
  validationUrl: string;
  registeredAt: string;
};

export type C2bPayment = {
  transId: string;
  /** `YYYYMMDDHHmmss` (EAT). */
  transTime: string;
  at: string;
  transactionType: 'Pay Bill' | 'Buy Goods';
  shortCode: string;
  amount: number;
  billRefNumber: string;
  msisdn: string;
  firstName: string;
  /** What happened: completed (confirmation sent, lost or none registered), or cancelled by the shop's validation. */
  status: 'completed' | 'cancelled';
  validation: { resultCode: string; resultDesc: string } | 'timed-out' | 'not-asked';
  confirmations: Array<{ status: number | null; error: string | null }>;
  note: string;
};

export type C2bSettings = {
  /** Whether Safaricom calls the shortcode's ValidationURL before the money moves (on for the sandbox's shortcodes). */
  externalValidation: boolean;
  /** How long the validation may take before the registered ResponseType applies (Daraja: about 8 s). */
  validationTimeoutMs: number;
  /** Transactions per Pull Transactions page. */
  pullPageSize: number;
};

export const LOST_CONFIRMATION_MSISDN = '254700000007';
export const TWICE_CONFIRMATION_MSISDN = '254700000006';

export function loadC2bSettings(env: Env = process.env): C2bSettings {
  return {
    externalValidation: flag(env, 'SANDBOX_MPESA_C2B_VALIDATION', true),
    validationTimeoutMs: whole(env, 'SANDBOX_MPESA_C2B_VALIDATION_TIMEOUT_MS', 8_000),
    pullPageSize: Math.max(1, whole(env, 'SANDBOX_MPESA_PULL_PAGE_SIZE', 100)),
  };
}

/** The MSISDN as C2B v2 sends it: masked (payouts-and-messaging.md §1). */
export const maskedMsisdn = (msisdn: string) => `${msisdn.slice(0, 4)} ***** ${msisdn.slice(-3)}`;

type Snapshot = { registrations: C2bRegistration[]; payments: C2bPayment[]; pullRegistrations: string[] };

export type PayInput = { shortCode: string; amount: number; billRefNumber: string; msisdn: string; transactionType?: C2bPayment['transactionType'] };

export function createC2b(deps: { clock: Clock; ids: Ids; settings: C2bSettings; save: () => void; stkPayments: () => StkRequest[] }) {
  const { clock, ids, settings } = deps;
  const registrations = new Map<string, C2bRegistration>();
  const payments: C2bPayment[] = [];
  const pullRegistrations = new Set<string>();
  const initialSettings = { ...settings };

  function payload(payment: C2bPayment, registration: C2bRegistration, phase: 'validation' | 'confirmation') {
    return {
      TransactionType: payment.transactionType,
      TransID: payment.transId,
      TransTime: payment.transTime,
      TransAmount: payment.amount.toFixed(2),
      BusinessShortCode: payment.shortCode,
      BillRefNumber: payment.billRefNumber,
      InvoiceNumber: '',
      OrgAccountBalance: phase === 'validation' ? '' : '100000.00',
      ThirdPartyTransID: '',
      MSISDN: registration.version === 'v2' ? maskedMsisdn(payment.msisdn) : payment.msisdn,
      FirstName: payment.firstName,
      MiddleName: '',
      LastName: '',
    };
  }

  /** Asks the shop's ValidationURL; the registered ResponseType decides when it does not answer in time. */
  async function validate(payment: C2bPayment, registration: C2bRegistration): Promise<boolean> {
    if (!settings.externalValidation || !registration.validationUrl) return true;
    try {
      const response = await fetch(registration.validationUrl, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload(payment, registration, 'validation')),
        signal: AbortSignal.timeout(settings.validationTimeoutMs),
      });
      const answer = await response.json() as { ResultCode?: unknown; ResultDesc?: unknown };
      const resultCode = String(answer.ResultCode ?? '');
      payment.validation = { resultCode, resultDesc: String(answer.ResultDesc ?? '') };
      return resultCode === '0';
    } catch {
      payment.validation = 'timed-out';
      return registration.responseType === 'Completed';
    }
  }

  async function confirm(payment: C2bPayment, registration: C2bRegistration): Promise<void> {
    const body = payload(payment, registration, 'confirmation');
    const times = payment.msisdn === TWICE_CONFIRMATION_MSISDN ? 2 : 1;
    for (let time = 0; time < times; time += 1) {
      const { status, error } = await postCallback(registration.confirmationUrl, body, AbortSignal.timeout(10_000));
      payment.confirmations.push({ status, error });
    }
  }

  /** One customer payment, as Safaricom runs it: validation (maybe), then the money moves and the confirmation goes out. */
  async function pay(input: PayInput): Promise<C2bPayment> {
    const now = clock.now();
    const payment: C2bPayment = {
      transId: ids.receipt(now), transTime: darajaTimestamp(now), at: now.toISOString(),
      transactionType: input.transactionType ?? 'Pay Bill', shortCode: input.shortCode, amount: input.amount,
      billRefNumber: input.billRefNumber, msisdn: input.msisdn, firstName: 'JOHN', status: 'completed',
      validation: 'not-asked', confirmations: [], note: '',
    };
    const registration = registrations.get(input.shortCode);
    if (registration && !(await validate(payment, registration))) {
      payment.status = 'cancelled';
      payment.note = 'refused by the shop\'s validation: no money moved';
    } else if (!registration) {
      payment.note = 'no URLs registered for this shortcode: no confirmation sent';
    } else if (input.msisdn === LOST_CONFIRMATION_MSISDN) {
      payment.note = 'confirmation lost (test number): only Pull Transactions shows it';
    } else {
      await confirm(payment, registration);
      payment.note = payment.confirmations.length > 1 ? 'confirmation sent twice (test number)' : 'confirmation sent';
    }
    payments.push(payment);
    deps.save();
    return payment;
  }

  /** The shortcode's statement for a window: C2B payments that completed and STK payments made to it, oldest first. */
  function statement(shortCode: string, from: Date, to: Date) {
    const inWindow = (iso: string) => Date.parse(iso) >= from.getTime() && Date.parse(iso) <= to.getTime();
    const c2b = payments.filter((payment) => payment.status === 'completed' && payment.shortCode === shortCode && inWindow(payment.at))
      .map((payment) => ({ at: payment.at, transactionId: payment.transId, msisdn: payment.msisdn, sender: payment.firstName, transactiontype: 'c2b-pay-bill-debit', billreference: payment.billRefNumber, amount: payment.amount }));
    const stk = deps.stkPayments().filter((request) => request.shortCode === shortCode && request.resultCode === 0 && request.resolvedAt && inWindow(request.resolvedAt))
      .map((request) => ({ at: request.resolvedAt ?? '', transactionId: request.mpesaReceiptNumber ?? '', msisdn: request.phoneNumber, sender: 'JOHN', transactiontype: 'c2b-pay-bill-debit', billreference: request.accountReference, amount: request.amount }));
    return [...c2b, ...stk].sort((a, b) => a.at.localeCompare(b.at));
  }

  return {
    settings,
    registrations,
    payments,
    pullRegistrations,
    register(registration: Omit<C2bRegistration, 'registeredAt'>): C2bRegistration {
      const stored = { ...registration, registeredAt: clock.now().toISOString() };
      registrations.set(registration.shortCode, stored);
      deps.save();
      return stored;
    },
    registerPull(shortCode: string): void {
      pullRegistrations.add(shortCode);
      deps.save();
    },
    pay,
    statement,
    snapshot: (): Snapshot => ({ registrations: [...registrations.values()], payments, pullRegistrations: [...pullRegistrations] }),
    load(saved: unknown): void {
      const snapshot = saved as Snapshot;
      for (const registration of snapshot.registrations) registrations.set(registration.shortCode, registration);
      payments.push(...snapshot.payments);
      for (const shortCode of snapshot.pullRegistrations) pullRegistrations.add(shortCode);
    },
    reset(): void {
      registrations.clear();
      payments.length = 0;
      pullRegistrations.clear();
      Object.assign(settings, initialSettings);
      deps.save();
    },
  };
}

export type C2b = ReturnType<typeof createC2b>;

/** `YYYY-MM-DD HH:mm:ss` in EAT (Pull Transactions' dates) → the instant; undefined when it is not one. */
export function parsePullDate(value: unknown): Date | undefined {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value) : null;
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour - 3, minute, second));
  return Number.isNaN(date.getTime()) || month > 12 || day > 31 ? undefined : date;
}

/** The instant as Pull Transactions writes it: `YYYY-MM-DD HH:mm:ss` in EAT. */
export function pullDate(date: Date): string {
  const stamp = darajaTimestamp(date);
  return `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)} ${stamp.slice(8, 10)}:${stamp.slice(10, 12)}:${stamp.slice(12, 14)}`;
}
