import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveryOptions } from '../../db/schema/index.ts';

export type DeliveryOptionRow = typeof deliveryOptions.$inferSelect;
export type NewDeliveryOption = typeof deliveryOptions.$inferInsert;
export type DeliveryOptionChanges = Partial<Pick<DeliveryOptionRow, 'name' | 'place' | 'openingHours' | 'feeCents' | 'etaDays' | 'enabled'>>;

// Pickup points first, then door delivery; the cheapest first within each.
const inOrder = [asc(deliveryOptions.county), sql`${deliveryOptions.kind} = 'door'`, asc(deliveryOptions.feeCents), asc(deliveryOptions.name)];

/** The shop's delivery options: a county's enabled ones for the checkout, every one for the back office. */
export function createDeliveryRepo(db: Db) {
  return {
    listEnabled: (county: string) => db.select().from(deliveryOptions)
      .where(and(eq(deliveryOptions.county, county), eq(deliveryOptions.enabled, true))).orderBy(...inOrder),

    listAll: (county?: string) => db.select().from(deliveryOptions)
      .where(county ? eq(deliveryOptions.county, county) : undefined).orderBy(...inOrder),

    async findWithin(tx: Db, id: string): Promise<DeliveryOptionRow | undefined> {
      const [row] = await tx.select().from(deliveryOptions).where(eq(deliveryOptions.id, id));
      return row;
    },

    /** Whether the shop has any enabled option, and whether `county` has one (one read). */
    async coverageWithin(tx: Db, county: string | null): Promise<{ shop: boolean; county: boolean }> {
      const [row] = await tx.select({
        shop: sql<boolean>`count(*) > 0`,
        county: sql<boolean>`coalesce(bool_or(${deliveryOptions.county} = ${county ?? ''}), false)`,
      }).from(deliveryOptions).where(eq(deliveryOptions.enabled, true));
      return { shop: Boolean(row?.shop), county: Boolean(row?.county) };
    },

    async lock(tx: Db, id: string): Promise<DeliveryOptionRow | undefined> {
      const [row] = await tx.select().from(deliveryOptions).where(eq(deliveryOptions.id, id)).for('update');
      return row;
    },

    async insert(tx: Db, values: NewDeliveryOption): Promise<DeliveryOptionRow> {
      const [row] = await tx.insert(deliveryOptions).values(values).returning();
      if (!row) throw new Error('delivery option insert returned nothing');
      return row;
    },

    async update(tx: Db, id: string, changes: DeliveryOptionChanges, now: Date): Promise<DeliveryOptionRow | undefined> {
      const [row] = await tx.update(deliveryOptions).set({ ...changes, updatedAt: now }).where(eq(deliveryOptions.id, id)).returning();
      return row;
    },
  };
}
export type DeliveryRepo = ReturnType<typeof createDeliveryRepo>;
