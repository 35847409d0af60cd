import type { ProviderSide, ReconciliationLedger, ReconciliationResponse } from '@mitumba/contracts';
import { differencesOf, totalsOf } from './matching.ts';
import { LEDGERS, ledgerOf, NOT_MONEY, OTHER_LEDGER, type LedgerDefinition } from './ledgers.ts';
import { reconciliationDay } from './reconciliation-day.ts';
import type { ShopPayment, ShopRecordsRepo, ShopRefund } from './shop-records.repo.ts';
import type { StatementLine, StatementSource, StatementWindow } from './statement-source.ts';

export type Reconciliation = Omit<ReconciliationResponse, 'success'>;

type Read = { lines: StatementLine[] } | { failed: string };

/** A source's read, bounded: a provider that does not answer in time is "could not be read", never zero. */
async function readBounded(source: StatementSource, window: StatementWindow, timeoutMs: number): Promise<Read> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Read>((resolve) => {
    timer = setTimeout(() => resolve({ failed: `no complete answer within ${Math.round(timeoutMs / 1000)} s` }), timeoutMs);
  });
  try {
    return await Promise.race([source.read(window).then((lines) => ({ lines })), late]);
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

function cashiersOf(payments: ShopPayment[]): ReconciliationLedger['cashiers'] {
  const byPerson = new Map<string, ReconciliationLedger['cashiers'][number]>();
  for (const payment of payments) {
    const key = payment.cashierId ?? '';
    const person = byPerson.get(key) ?? { cashierId: payment.cashierId, name: payment.cashierName ?? 'Not recorded', paidCents: 0, count: 0 };
    person.paidCents += payment.amountCents;
    person.count += 1;
    byPerson.set(key, person);
  }
  return [...byPerson.values()].sort((a, b) => b.paidCents - a.paidCents);
}

/**
 * A day's money side by side (decision 0040): the shop's records in two queries, every configured statement read at
 * once (each bounded by `readTimeoutMs`), each ledger's totals on both sides and every difference, differences first.
 */
export function createReconciliationService(deps: { repo: ShopRecordsRepo; sources: StatementSource[]; readTimeoutMs: number; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const sources = new Map(deps.sources.map((source) => [source.provider, source]));

  async function reconcile(date: unknown): Promise<Reconciliation> {
    const day = reconciliationDay(date, now());
    const [payments, refunds, ...reads] = await Promise.all([
      deps.repo.payments(day.window), deps.repo.refunds(day.window),
      ...[...sources.values()].map((source) => readBounded(source, day.window, deps.readTimeoutMs)),
    ]);
    const readOf = new Map([...sources.keys()].map((provider, index) => [provider, reads[index] as Read]));
    const inLedger = <T extends { provider: string }>(rows: T[], ledger: LedgerDefinition) =>
      rows.filter((row) => !NOT_MONEY.has(row.provider) && ledgerOf(row.provider) === ledger);

    const used = [...LEDGERS, OTHER_LEDGER].filter((ledger) => ledger !== OTHER_LEDGER || inLedger(payments, ledger).length + inLedger(refunds, ledger).length > 0);
    const ledgers: ReconciliationLedger[] = [];
    const differences: Reconciliation['differences'] = [];
    for (const ledger of used) {
      const shop = { payments: inLedger<ShopPayment>(payments, ledger), refunds: inLedger<ShopRefund>(refunds, ledger) };
      let provider: ProviderSide;
      if ('none' in ledger.statement) {
        provider = { status: 'none', reason: ledger.statement.none };
      } else {
        const read = readOf.get(ledger.statement.source);
        if (!read) {
          provider = { status: 'not-configured', reason: `The ${ledger.label} statement is not configured: shop side only` };
        } else if ('failed' in read) {
          provider = { status: 'unreadable', reason: read.failed };
        } else {
          const amounts = (kind: StatementLine['kind']) => read.lines.filter((line) => line.kind === kind).map((line) => line.amountCents);
          provider = { status: 'read', totals: totalsOf(amounts('payment'), amounts('refund')) };
          differences.push(...differencesOf(ledger.id, shop, read.lines));
        }
      }
      ledgers.push({
        id: ledger.id, label: ledger.label, provider,
        shop: totalsOf(shop.payments.map((payment) => payment.amountCents), shop.refunds.map((refund) => refund.amountCents)),
        cashiers: ledger.perCashier ? cashiersOf(shop.payments) : [],
      });
    }
    const attention = (ledger: ReconciliationLedger) => (differences.some((difference) => difference.ledger === ledger.id) || ledger.provider.status === 'unreadable' ? 0 : 1);
    ledgers.sort((a, b) => attention(a) - attention(b));
    return { date: day.date, window: { from: day.window.from.toISOString(), to: day.window.to.toISOString() }, ledgers, differences };
  }

  return { reconcile };
}

export type ReconciliationService = ReturnType<typeof createReconciliationService>;
