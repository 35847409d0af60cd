import { DEFAULT_POINTS_PER_HUNDRED_SHILLINGS } from '@mitumba/contracts';
import type { Db } from '../../db/client.ts';
import { shopSettings } from '../../db/schema/index.ts';

/**
 * The owner's earning rate (points per full Ksh 100 of a paid order), kept on the one shop_settings row: the
 * default until the owner first saves /admin/settings (decision 0021).
 */
export function createPointsRate(db: Db) {
  const readIn = async (tx: Db): Promise<number> => {
    const [row] = await tx.select({ rate: shopSettings.pointsPerHundredShillings }).from(shopSettings).limit(1);
    return row?.rate ?? DEFAULT_POINTS_PER_HUNDRED_SHILLINGS;
  };

  return {
    current: () => readIn(db),
    /** Read inside the caller's transaction (the earning reads the rate in the transaction that pays the order). */
    currentWithin: (tx: Db) => readIn(tx),

    /** Sets the rate inside the caller's transaction, after the settings row was written (it always exists then). */
    async setWithin(tx: Db, rate: number): Promise<void> {
      await tx.update(shopSettings).set({ pointsPerHundredShillings: rate });
    },
  };
}

export type PointsRate = ReturnType<typeof createPointsRate>;
