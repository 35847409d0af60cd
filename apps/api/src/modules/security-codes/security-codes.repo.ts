import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cashierCodes, securityCodeUses } from '../../db/schema/index.ts';

export function createSecurityCodesRepo(db: Db) {
  return {
    async recordUse(use: { userId: string; cashierId: string | null; orderRef: string | null; valid: boolean }): Promise<void> {
      await db.insert(securityCodeUses).values(use);
    },

    /** How many codes of `window` each of these cashiers has used (absent: none, generation 0). */
    async generations(cashierIds: string[], window: number): Promise<Map<string, number>> {
      if (cashierIds.length === 0) return new Map();
      const rows = await db.select({ cashierId: cashierCodes.cashierId, generation: cashierCodes.generation }).from(cashierCodes)
        .where(and(inArray(cashierCodes.cashierId, cashierIds), eq(cashierCodes.window, window)));
      return new Map(rows.map((row) => [row.cashierId, row.generation]));
    },

    /**
     * Retires the cashier's code of (`window`, `generation`) in one statement: the row moves to the next generation
     * only if it still is at that one (or at an older window, for a window's first code). True for the one caller
     * that retired it; racing placements with the same code wait on the row and then find it moved on.
     */
    async retire(cashierId: string, window: number, generation: number, now: Date): Promise<boolean> {
      const rows = await db.insert(cashierCodes).values({ cashierId, window, generation: generation + 1, updatedAt: now })
        .onConflictDoUpdate({
          target: cashierCodes.cashierId,
          set: { window, generation: generation + 1, updatedAt: now },
          where: generation === 0
            ? or(lt(cashierCodes.window, window), and(eq(cashierCodes.window, window), eq(cashierCodes.generation, 0)))
            : and(eq(cashierCodes.window, window), eq(cashierCodes.generation, generation)),
        })
        .returning({ generation: cashierCodes.generation });
      return rows.length === 1;
    },
  };
}

export type SecurityCodesRepo = ReturnType<typeof createSecurityCodesRepo>;
