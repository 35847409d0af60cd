import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export function createOutboxRepo(db: Db) {
  return {
    recent: (limit: number) => db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit),
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
