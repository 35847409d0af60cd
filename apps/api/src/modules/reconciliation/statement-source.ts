/**
 * What a provider says happened, as reconciliation reads it: one line per payment or refund on the provider's
 * statement for a window. Each provider with a statement API has a source (sources/); M-Pesa's (Pull Transactions)
 * plugs in through the same interface.
 */
export type StatementWindow = { from: Date; to: Date };

export type StatementLine = {
  provider: string;
  /** The provider's id for the money: matched against an attempt's providerRef or receipt. */
  providerRef: string;
  kind: 'payment' | 'refund';
  /** Always positive; `kind` says which way the money went. */
  amountCents: number;
  at: Date;
  /** The shop's reference the payer gave (an order id or short reference), when the provider carries one. */
  reference: string | null;
};

export type StatementSource = { provider: string; read(window: StatementWindow): Promise<StatementLine[]> };

/** Keeps the lines inside [from, to): providers' bounds are inclusive or coarser (whole seconds) than ours. */
export const within = (window: StatementWindow) => (line: StatementLine): boolean =>
  line.at.getTime() >= window.from.getTime() && line.at.getTime() < window.to.getTime();
