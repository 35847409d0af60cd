import type { Db } from '../../../db/client.ts';
import type { Outbox } from '../../../lib/outbox/outbox.ts';
import { createC2bRepo } from './c2b.repo.ts';
import type { C2bMatcher } from './c2b-match.ts';
import type { C2bInput } from './c2b-transaction.ts';

/** The job that matches a stored paybill payment (c2b-match.ts). */
export const C2B_MATCH_JOB = 'payments.c2b-match';

/**
 * The inbox for paybill payments (decision 0025's rule): a payment is stored with its matching job in one
 * transaction, before Daraja is answered; the job matches it. The same receipt again (a second confirmation, the
 * statement) stores nothing and enqueues nothing.
 */
export function createC2bIntake(deps: { db: Db; outbox: Outbox; matcher: C2bMatcher }) {
  const { db, outbox, matcher } = deps;

  outbox.handle(C2B_MATCH_JOB, async (payload) => {
    await matcher.process(String(payload.id));
  });

  return {
    /** Stores the payment and enqueues its match; answers its id when it was new. */
    async store(input: C2bInput): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const id = await createC2bRepo(tx).insert(input);
        if (id) await outbox.enqueueWithin(tx, C2B_MATCH_JOB, input.transId, { id });
        return id;
      });
    },
  };
}

export type C2bIntake = ReturnType<typeof createC2bIntake>;
