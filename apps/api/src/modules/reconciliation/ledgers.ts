/**
 * How the shop's payment providers are reconciled, one ledger each (decision 0040). A ledger with a `statement` is
 * compared with that provider's statement source; one without says why there is nothing to compare (shown
 * shop-side only); cash is counted per person instead. A provider missing here lands in "Other", never nowhere.
 */
export type LedgerDefinition = {
  id: string;
  label: string;
  /** payment_attempts.provider values counted in it. */
  providers: string[];
  /** The statement source compared with it, or why there is none. */
  statement: { source: string } | { none: string };
  /** Counted per cashier (the security code shown, or the person who confirmed the money). */
  perCashier?: true;
};

export const LEDGERS: LedgerDefinition[] = [
  // STK prompts on the shop's shortcode: that shortcode's statement (Pull Transactions) is M-Pesa's provider side.
  { id: 'mpesa', label: 'M-Pesa', providers: ['mpesa'], statement: { source: 'mpesa' } },
  { id: 'paystack', label: 'Paystack', providers: ['paystack'], statement: { source: 'paystack' } },
  { id: 'stripe', label: 'Stripe', providers: ['stripe'], statement: { source: 'stripe' } },
  { id: 'razorpay', label: 'Razorpay', providers: ['razorpay'], statement: { source: 'razorpay' } },
  { id: 'kcb', label: 'KCB (M-Pesa till)', providers: ['kcb'], statement: { none: 'KCB Buni has no statement API: shop side only' } },
  { id: 'tinypesa', label: 'TinyPesa', providers: ['tinypesa'], statement: { none: 'TinyPesa has no statement API: shop side only' } },
  { id: 'pesaflux', label: 'PesaFlux', providers: ['pesaflux'], statement: { none: 'PesaFlux has no statement API: shop side only' } },
  { id: 'lipia', label: 'Lipia', providers: ['lipia'], statement: { none: 'Lipia has no statement API: shop side only' } },
  { id: 'sidian', label: 'Sidian paybill', providers: ['sidian'], statement: { none: 'Bank transfers are confirmed by a person; the bank statement is not read' } },
  { id: 'cash', label: 'Cash', providers: ['cash', 'cod'], statement: { none: 'Cash has no provider: what each cashier took' }, perCashier: true },
];

export const OTHER_LEDGER: LedgerDefinition = { id: 'other', label: 'Other', providers: [], statement: { none: 'No statement for these payments' } };

/** Money that is not money: a coupon paying a whole order. */
export const NOT_MONEY = new Set(['coupon']);

export const ledgerOf = (provider: string): LedgerDefinition =>
  LEDGERS.find((ledger) => ledger.providers.includes(provider)) ?? OTHER_LEDGER;
