import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatPresence } from '../../db/schema/index.ts';

/**
 * Who has the chat open, where every instance sees it (decision 0042): each open chat stream holds a row leased for
 * LEASE_SECONDS, renewed by its heartbeat and deleted when it closes; an instance that dies leaves rows that lapse.
 */
const LEASE_SECONDS = 60;
const leaseEnd = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;

export function createChatPresence(db: Db) {
  return {
    /** A stream opened: its lease's id. */
    async open(userId: string): Promise<string> {
      await db.delete(chatPresence).where(and(eq(chatPresence.userId, userId), lte(chatPresence.expiresAt, sql`now()`)));
      const [row] = await db.insert(chatPresence).values({ userId, expiresAt: leaseEnd }).returning({ id: chatPresence.id });
      if (!row) throw new Error('chat presence insert returned nothing');
      return row.id;
    },
    renew: async (id: string): Promise<void> => void (await db.update(chatPresence).set({ expiresAt: leaseEnd }).where(eq(chatPresence.id, id))),
    close: async (id: string): Promise<void> => void (await db.delete(chatPresence).where(eq(chatPresence.id, id))),
  };
}

export type ChatPresence = ReturnType<typeof createChatPresence>;

/** Whether the customer has the chat open on any instance now (inside the caller's transaction). */
export async function onChatPage(tx: Db, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: chatPresence.id }).from(chatPresence)
    .where(and(eq(chatPresence.userId, userId), gt(chatPresence.expiresAt, sql`now()`))).limit(1);
  return row !== undefined;
}

type Log = { warn(object: unknown, message: string): void };

/**
 * One stream's lease, taken before the stream answers (a reply right after it opened sees it): renewed with each
 * heartbeat, released when the stream closes. A failure is logged, never the stream's end: the worst it does is an
 * SMS to a customer who had the chat open, or none to one whose lease could not be renewed.
 */
export async function holdPresence(presence: ChatPresence, userId: string, log: Log) {
  const id = await presence.open(userId).catch((error: unknown) => void log.warn({ err: error }, 'chat presence not recorded'));
  const quietly = (work: (id: string) => Promise<void>) => {
    if (id) void work(id).catch((error: unknown) => log.warn({ err: error }, 'chat presence not updated'));
  };
  return { renew: () => quietly(presence.renew), release: () => quietly(presence.close) };
}
