import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { couriers } from '../../../db/schema/index.ts';

export type CourierRow = typeof couriers.$inferSelect;
export type CourierChanges = Partial<Pick<CourierRow, 'name' | 'trackingUrlPattern' | 'enabled'>>;

/** The couriers table: the list by name, one courier (locked for a change), insert and update. */
export function createCouriersRepo(db: Db) {
  return {
    list: () => db.select().from(couriers).orderBy(asc(couriers.name)),

    async byId(id: string, from: Db = db): Promise<CourierRow | undefined> {
      const [row] = await from.select().from(couriers).where(eq(couriers.id, id));
      return row;
    },

    /** The courier's row locked until the caller's transaction ends: a dispatch with it and its edit do not cross. */
    async lock(tx: Db, id: string): Promise<CourierRow | undefined> {
      const [row] = await tx.select().from(couriers).where(eq(couriers.id, id)).for('update');
      return row;
    },

    async insert(tx: Db, values: { name: string; trackingUrlPattern: string | null; enabled: boolean }): Promise<CourierRow> {
      const [row] = await tx.insert(couriers).values(values).returning();
      if (!row) throw new Error('courier insert returned nothing');
      return row;
    },

    async update(tx: Db, id: string, changes: CourierChanges, now: Date): Promise<CourierRow | undefined> {
      const [row] = await tx.update(couriers).set({ ...changes, updatedAt: now }).where(eq(couriers.id, id)).returning();
      return row;
    },
  };
}

export type CouriersRepo = ReturnType<typeof createCouriersRepo>;
