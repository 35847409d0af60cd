/**
 * The one provider interface (DESIGN §5). Each provider folder holds its HTTP client for the provider's real public
 * API, its result-code table and an implementation of this; the payment core never sees provider details.
 */
import { render, type Said } from '../../i18n/say.ts';

export type AttemptOutcomeState = 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled';

export type ProviderOutcome = {
  state: AttemptOutcomeState;
  /** The provider's own result code, kept for the record and shown with failures. */
  code: string;
  /** A message for the shopper. */
  message: string;
  receipt?: string;
  amountCents?: number;
  /** Phone in the +254 form, when the provider reports one. */
  phone?: string;
  /** ISO currency the provider says was paid (card providers): anything but KES is never credited. */
  currency?: string;
};

export type NextAction =
  | { kind: 'wait-for-phone'; customerMessage: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'paybill'; paybill: string; accountNumber: string; accountName: string }
  | { kind: 'none' };

export type AttemptRequest = {
  attemptId: string;
  /** The order's public id (ORD-…), shown to the customer as the account reference. */
  orderRef: string;
  amountCents: number;
  /** +254XXXXXXXXX */
  phone: string;
  callbackUrl: string;
  /** The customer's e-mail, for providers that need one (Paystack): the delivery address's or the account's. */
  email?: string;
};

export type Initiated = { providerRef: string; outcome: ProviderOutcome; nextAction: NextAction };

/**
 * A provider's notification as it reached us: the parsed JSON, the exact bytes (signed providers sign them:
 * Paystack, Stripe, Razorpay) and the request headers (lower-case names).
 */
export type ProviderNotification = {
  body: unknown;
  rawBody: Buffer;
  headers: Readonly<Record<string, string | string[] | undefined>>;
};

/** A notification rebuilt from its JSON alone (tests, and bodies kept in the event log): no signature can hold. */
export function jsonNotification(body: unknown): ProviderNotification {
  return { body, rawBody: Buffer.from(JSON.stringify(body ?? null)), headers: {} };
}

/** A verified provider notification, or the reason it was not accepted. */
export type CallbackResult =
  | { accepted: true; providerRef: string; dedupeKey: string; outcome: ProviderOutcome }
  /** `unauthenticated`: a signed provider's message without a valid signature (answered 401, so a wrong secret shows in its dashboard). */
  | { accepted: false; reason: string; unauthenticated?: true };

/** What a provider expects back from its notification: Daraja's JSON unless it says otherwise (Lipia wants `ok`). */
export type CallbackAcknowledgement = { contentType: string; body: string };

export interface PaymentProvider {
  readonly id: string;
  /**
   * `statusQuery`: the provider can be asked where a payment stands; without it (KCB Buni) a callback is credited only
   * when its reference, amount and phone match the attempt, and a silent attempt is expired by the reconciliation job.
   */
  readonly capabilities: {
    statusQuery: boolean; callbacks: boolean; wholeShillingsOnly: boolean;
    /**
     * The provider asks the customer itself (an M-Pesa prompt on their phone): when an initiation gets no answer the
     * customer may still pay, so the attempt stays pending until its callback, a status query or expiry settles it
     * (docs/decisions/0027). Without it (a card provider's page) the customer never saw where to pay: it fails.
     */
    promptsCustomer: boolean;
  };
  readonly acknowledgement?: CallbackAcknowledgement;
  initiate(request: AttemptRequest): Promise<Initiated>;
  /**
   * The reference the provider will know this attempt by, when it is ours to choose before asking (TinyPesa's
   * `account_no`): kept even when the initiation gets no answer, so the webhook and the status call still find it.
   */
  referenceOf?(request: AttemptRequest): string;
  queryStatus(providerRef: string): Promise<ProviderOutcome>;
  /** Reads (and, for a signed provider, verifies) a notification: nothing is trusted before this says accepted. */
  parseCallback(notification: ProviderNotification): CallbackResult;
}

/** A provider refused the request itself (bad credentials, customer busy, invalid field): nothing was started. */
export class ProviderRefusal extends Error {
  readonly code: string;
  /** The refusal in the catalog's words when it carries the provider's own (answered in the shopper's language). */
  readonly said: Said | undefined;
  constructor(code: string, message: string, said?: Said) {
    super(message);
    this.name = 'ProviderRefusal';
    this.code = code;
    this.said = said;
  }

  /** A refusal written from the catalog: `ProviderRefusal.saying(code, said('kcb.couldNotStart', { said }))`. */
  static saying(code: string, message: Said): ProviderRefusal {
    return new ProviderRefusal(code, render('en', message), message);
  }
}
