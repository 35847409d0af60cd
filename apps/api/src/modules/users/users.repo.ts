import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export function createUsersRepo(db: Db) {
  return {
    async findById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;
