import type { StatementLine, StatementSource, StatementWindow } from '../statement-source.ts';
import { within } from '../statement-source.ts';

type PulledLine = { transactionId: string; at: Date; amountCents: number; billReference: string };

/**
 * M-Pesa's side of a day: the shop's shortcode statement through Pull Transactions (decision 0038), which lists STK
 * and paybill payments alike. Each line's receipt is matched against an attempt's receipt; the account typed is kept
 * as the reference.
 */
export function mpesaStatementSource(pull: (window: StatementWindow) => Promise<PulledLine[]>): StatementSource {
  return {
    provider: 'mpesa',
    async read(window) {
      const lines = await pull(window);
      return lines
        .map((line): StatementLine => ({
          provider: 'mpesa', providerRef: line.transactionId, kind: 'payment', amountCents: line.amountCents, at: line.at,
          reference: line.billReference || null,
        }))
        .filter(within(window));
    },
  };
}
