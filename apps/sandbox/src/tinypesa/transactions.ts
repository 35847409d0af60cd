import { randomUUID } from 'node:crypto';
import { mapSection, type Section } from '../state-file.ts';

/**
 * What TinyPesa keeps for each `initialize`: its own ids and the caller's `account_no`, linked to the prompt in the
 * shared STK engine (which holds amount, phone and outcome). get_status finds a transaction by `account_no`. Kept in
 * the sandbox state (`section`).
 */
export type TinypesaTransaction = {
  /** TinyPesa's row id, shown by get_status as `id`. */
  id: number;
  /** `request_id` of the initialize answer, `TinyPesaID` in the webhook (a UUID: the docs show "f8665676…"). */
  requestId: string;
  checkoutRequestId: string;
  accountNo: string | null;
  /** Laravel's timestamp format, e.g. 2026-11-22T21:51:31.000000Z. */
  createdAt: string;
};

export function createTransactions() {
  const byCheckout = new Map<string, TinypesaTransaction>();
  let nextId = 1;
  const records = mapSection(byCheckout, (transaction) => transaction.checkoutRequestId);
  const section: Section = {
    save: records.save,
    load(saved) {
      records.load(saved);
      nextId = Math.max(0, ...[...byCheckout.values()].map((transaction) => transaction.id)) + 1;
    },
  };
  return {
    section,
    add(input: { checkoutRequestId: string; accountNo: string | null; at: Date }): TinypesaTransaction {
      const transaction: TinypesaTransaction = {
        id: nextId++,
        requestId: randomUUID(),
        checkoutRequestId: input.checkoutRequestId,
        accountNo: input.accountNo,
        createdAt: input.at.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z'),
      };
      byCheckout.set(transaction.checkoutRequestId, transaction);
      return transaction;
    },
    forCheckout: (checkoutRequestId: string) => byCheckout.get(checkoutRequestId),
    /** The latest transaction with this account_no (a reused reference answers with its newest payment). */
    byAccountNo(accountNo: string): TinypesaTransaction | undefined {
      let found: TinypesaTransaction | undefined;
      for (const transaction of byCheckout.values()) if (transaction.accountNo === accountNo) found = transaction;
      return found;
    },
  };
}

export type Transactions = ReturnType<typeof createTransactions>;
