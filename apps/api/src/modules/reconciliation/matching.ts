import type { ReconciliationDifference, ReconciliationTotals } from '@mitumba/contracts';
import type { ShopPayment, ShopRefund } from './shop-records.repo.ts';
import type { StatementLine } from './statement-source.ts';

/** References typed by people vary in case and spacing (`mt 4k7q`): compared without either. */
const normal = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export function totalsOf(payments: number[], refunds: number[]): ReconciliationTotals {
  const paidCents = payments.reduce((sum, amount) => sum + amount, 0);
  const refundedCents = refunds.reduce((sum, amount) => sum + amount, 0);
  return { paidCents, refundedCents, netCents: paidCents - refundedCents, count: payments.length, refundCount: refunds.length };
}

/**
 * One ledger's shop records against its statement lines (decision 0040). A payment is matched by the provider's
 * reference first (the attempt's providerRef or receipt), else by the order's reference the payer gave; a matched pair
 * whose amounts differ is a difference. Refunds carry no provider reference in the shop's records: they pair by equal
 * amount. What is left on either side is "paid here but absent there" or "there but not here".
 */
export function differencesOf(ledger: string, shop: { payments: ShopPayment[]; refunds: ShopRefund[] }, lines: StatementLine[]): ReconciliationDifference[] {
  const differences: ReconciliationDifference[] = [];
  const payments = lines.filter((line) => line.kind === 'payment');
  const byRef = new Map(payments.map((line) => [line.providerRef, line]));
  const used = new Set<StatementLine>();
  const leftover: ShopPayment[] = [];

  const pair = (payment: ShopPayment, line: StatementLine) => {
    used.add(line);
    if (line.amountCents === payment.amountCents) return;
    differences.push({
      ledger, kind: 'amount-differs', entry: 'payment', orderId: payment.orderId, attemptId: payment.attemptId, providerRef: line.providerRef,
      shopAmountCents: payment.amountCents, providerAmountCents: line.amountCents, at: payment.at.toISOString(),
    });
  };

  for (const payment of shop.payments) {
    const line = [payment.receipt, payment.providerRef].map((ref) => (ref ? byRef.get(ref) : undefined)).find((found) => found && !used.has(found));
    if (line) pair(payment, line);
    else leftover.push(payment);
  }
  for (const payment of leftover) {
    const refs = new Set([payment.orderId, payment.orderReference].map(normal));
    const line = payments.find((candidate) => !used.has(candidate) && candidate.reference !== null && refs.has(normal(candidate.reference)));
    if (line) {
      pair(payment, line);
      continue;
    }
    differences.push({
      ledger, kind: 'missing-there', entry: 'payment', orderId: payment.orderId, attemptId: payment.attemptId,
      providerRef: payment.receipt ?? payment.providerRef, shopAmountCents: payment.amountCents, providerAmountCents: null, at: payment.at.toISOString(),
    });
  }
  for (const line of payments.filter((candidate) => !used.has(candidate))) differences.push(absentHere(ledger, line));

  const refundLines = lines.filter((line) => line.kind === 'refund');
  for (const refund of shop.refunds) {
    const line = refundLines.find((candidate) => !used.has(candidate) && candidate.amountCents === refund.amountCents);
    if (line) {
      used.add(line);
      continue;
    }
    differences.push({
      ledger, kind: 'missing-there', entry: 'refund', orderId: refund.orderId, attemptId: null, providerRef: null,
      shopAmountCents: refund.amountCents, providerAmountCents: null, at: refund.at.toISOString(),
    });
  }
  for (const line of refundLines.filter((candidate) => !used.has(candidate))) differences.push(absentHere(ledger, line));
  return differences;
}

const absentHere = (ledger: string, line: StatementLine): ReconciliationDifference => ({
  ledger, kind: 'missing-here', entry: line.kind, orderId: null, attemptId: null, providerRef: line.providerRef,
  shopAmountCents: null, providerAmountCents: line.amountCents, at: line.at.toISOString(),
});
