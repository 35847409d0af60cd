import { RECONCILIATION_DIFFERENCE_LABELS } from '@mitumba/contracts';
import { csvStream } from '../admin/csv/csv-stream.ts';
import type { Reconciliation } from './reconciliation.service.ts';

export const RECONCILIATION_CSV_COLUMNS = [
  'date', 'ledger', 'row', 'order', 'payment', 'provider reference', 'shop KES', 'provider KES', 'at', 'note',
] as const;

const shillings = (cents: number | null | undefined) => (cents === null || cents === undefined ? '' : (cents / 100).toFixed(2));

/** The rows of a day's reconciliation: every difference first, then each ledger's totals on both sides (and per cashier). */
export function reconciliationRows(day: Reconciliation): string[][] {
  const labelOf = new Map(day.ledgers.map((ledger) => [ledger.id, ledger.label]));
  const differences = day.differences.map((difference) => [
    day.date, labelOf.get(difference.ledger) ?? difference.ledger, RECONCILIATION_DIFFERENCE_LABELS[difference.kind] + (difference.entry === 'refund' ? ' (refund)' : ''),
    difference.orderId ?? '', difference.attemptId ?? '', difference.providerRef ?? '',
    shillings(difference.shopAmountCents), shillings(difference.providerAmountCents), difference.at, '',
  ]);
  const totals = day.ledgers.flatMap((ledger) => {
    const read = ledger.provider.status === 'read' ? ledger.provider.totals : undefined;
    const note = ledger.provider.status === 'read' ? '' : ledger.provider.status === 'unreadable' ? `Could not be read: ${ledger.provider.reason}` : ledger.provider.reason;
    return [
      [day.date, ledger.label, 'Paid', '', '', '', shillings(ledger.shop.paidCents), shillings(read?.paidCents), '', note],
      [day.date, ledger.label, 'Refunded', '', '', '', shillings(ledger.shop.refundedCents), shillings(read?.refundedCents), '', ''],
      [day.date, ledger.label, 'Net', '', '', '', shillings(ledger.shop.netCents), shillings(read?.netCents), '', `${ledger.shop.count} payments here${read ? `, ${read.count} there` : ''}`],
      ...ledger.cashiers.map((cashier) => [day.date, ledger.label, `Taken by ${cashier.name}`, '', '', '', shillings(cashier.paidCents), '', '', `${cashier.count} payments`]),
    ];
  });
  return [...differences, ...totals];
}

export const reconciliationCsv = (day: Reconciliation) =>
  csvStream(RECONCILIATION_CSV_COLUMNS, (async function* page() { yield reconciliationRows(day); })());
