import type { C2bDaraja, PullRow } from './c2b-daraja.ts';
import type { C2bIntake } from './c2b-intake.ts';
import type { C2bMatcher } from './c2b-match.ts';
import { amountCentsOf, eatTime, type C2bInput } from './c2b-transaction.ts';

/** One line of Daraja's statement for the shop's shortcode. */
export type StatementLine = { transactionId: string; at: Date; amountCents: number; billReference: string; msisdn: string; type: string };

/** Daraja answers at most 48 hours per query (payouts-and-messaging.md §4): a second less, as the end is rounded up. */
export const PULL_WINDOW_MS = 48 * 3_600_000 - 1_000;
const PAGES_AT_MOST = 1_000;

/** `YYYY-MM-DD HH:mm:ss` in East Africa Time. */
export function eatDate(date: Date): string {
  return new Date(date.getTime() + 3 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

function lineOf(row: PullRow): StatementLine | undefined {
  const amountCents = amountCentsOf(row.amount);
  const at = eatTime(row.trxDate);
  if (!row.transactionId || amountCents === undefined || !at) return undefined;
  return { transactionId: String(row.transactionId).toUpperCase(), at, amountCents, billReference: String(row.billreference ?? ''), msisdn: String(row.msisdn ?? ''), type: String(row.transactiontype ?? '') };
}

/**
 * Pull Transactions (decision 0038): the statement for any window (asked 48 hours at a time, every page), and the
 * job's run: every line goes into the same store and match as a confirmation, so a lost confirmation is found and a
 * known one is a no-op.
 */
export function createStatementPull(deps: {
  daraja: C2bDaraja; shortCode: string; ensureRegistered: () => Promise<void>; intake: C2bIntake; matcher: C2bMatcher;
}) {
  const { daraja, shortCode } = deps;

  async function pullMpesaStatement(window: { from: Date; to: Date }): Promise<StatementLine[]> {
    await deps.ensureRegistered();
    const lines: StatementLine[] = [];
    for (let start = window.from.getTime(); start < window.to.getTime(); start += PULL_WINDOW_MS) {
      const end = Math.min(start + PULL_WINDOW_MS, window.to.getTime());
      for (let offset = 0, page = 0; page < PAGES_AT_MOST; page += 1) {
        // Daraja's dates are whole seconds: the end is rounded up so this second's payments are in.
        const endDate = eatDate(new Date(Math.ceil(end / 1000) * 1000));
        const result = await daraja.queryPull({ shortCode, startDate: eatDate(new Date(start)), endDate, offset });
        if (!result.ok) throw new Error(`Daraja refused the statement query: ${JSON.stringify(result.body).slice(0, 200)}`);
        if (result.rows.length === 0) break;
        for (const row of result.rows) {
          const line = lineOf(row);
          if (line) lines.push(line);
        }
        offset += result.rows.length;
      }
    }
    return lines;
  }

  return {
    pullMpesaStatement,
    /** The last `windowMs` of the statement into the store; answers how many lines were found, new, and matched to an order. */
    async pullAndMatch(now = new Date(), windowMs = PULL_WINDOW_MS): Promise<{ found: number; new: number; matched: number }> {
      const lines = await pullMpesaStatement({ from: new Date(now.getTime() - windowMs), to: now });
      let fresh = 0;
      let matched = 0;
      for (const line of lines) {
        const input: C2bInput = {
          transId: line.transactionId, source: 'pull', shortCode, billRef: line.billReference.slice(0, 40), amountCents: line.amountCents,
          msisdn: line.msisdn, payerName: '', transactedAt: line.at, payload: line,
        };
        const id = await deps.intake.store(input);
        if (!id) continue;
        fresh += 1;
        // Matched now so the answer can say so; the job enqueued with it finds it decided.
        const outcome = await deps.matcher.process(id);
        if (outcome === 'paid' || outcome === 'part-paid') matched += 1;
      }
      return { found: lines.length, new: fresh, matched };
    },
  };
}

export type StatementPull = ReturnType<typeof createStatementPull>;
