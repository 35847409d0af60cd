import type { Db } from '../../db/client.ts';
import { securityCodeUses } from '../../db/schema/index.ts';

export function createSecurityCodesRepo(db: Db) {
  return {
    async recordUse(use: { userId: string; cashierId: string | null; orderRef: string | null; valid: boolean }): Promise<void> {
      await db.insert(securityCodeUses).values(use);
    },
  };
}

export type SecurityCodesRepo = ReturnType<typeof createSecurityCodesRepo>;
