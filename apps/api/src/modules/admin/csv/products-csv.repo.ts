import { asc, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { labels, productStock, products } from '../../../db/schema/index.ts';

export type CsvProductRow = typeof products.$inferSelect;
export type CsvStockRow = typeof productStock.$inferSelect;
/** A product's own fields as an import sets them (stock rows apart). */
export type CsvProductFields = Pick<typeof products.$inferInsert,
  'code' | 'name' | 'description' | 'priceCents' | 'category' | 'subCategory' | 'label' | 'banner' | 'bestseller' | 'weights'>;

/** Statements over many codes go in slices: one statement's parameters stay far below PostgreSQL's 65,535. */
const SLICE = 1000;
const slices = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / SLICE) }, (_, index) => items.slice(index * SLICE, (index + 1) * SLICE));

/**
 * The catalogue CSV's reads and writes of the product tables: the export's keyset pages (archived products too)
 * and the import's upserts, each inside the import's transaction (`tx`).
 */
export function createProductsCsvRepo(db: Db) {
  return {
    /** One page of products by code (the keyset: codes are unique), with their stock rows. */
    async pageByCode(afterCode: string | null, limit: number) {
      const rows = await db.select().from(products)
        .where(afterCode === null ? undefined : gt(products.code, afterCode)).orderBy(asc(products.code)).limit(limit);
      const stock = rows.length ? await db.select().from(productStock).where(inArray(productStock.productId, rows.map((row) => row.id))) : [];
      return { rows, stock };
    },

    /** Labels are a foreign key of products: a new one in the file is added to the list. */
    async ensureLabels(tx: Db, names: string[]) {
      for (const slice of slices(names)) await tx.insert(labels).values(slice.map((name) => ({ name }))).onConflictDoNothing();
    },

    /**
     * Inserts the products whose code is new and answers those it inserted. A code another import is inserting
     * right now waits for it (the unique index) and is then skipped: that import created it, this one updates it.
     */
    async insertNew(tx: Db, drafts: CsvProductFields[]) {
      const created: { id: string; code: string }[] = [];
      for (const slice of slices(drafts)) {
        created.push(...await tx.insert(products).values(slice).onConflictDoNothing({ target: products.code })
          .returning({ id: products.id, code: products.code }));
      }
      return created;
    },

    /** The products with these codes and their stock rows, locked until the transaction ends (in code order: no deadlock). */
    async lockByCodes(tx: Db, codes: string[]) {
      const rows: CsvProductRow[] = [];
      const stock: CsvStockRow[] = [];
      for (const slice of slices([...codes].sort())) {
        const found = await tx.select().from(products).where(inArray(products.code, slice)).orderBy(asc(products.code)).for('update');
        rows.push(...found);
        if (found.length) {
          stock.push(...await tx.select().from(productStock).where(inArray(productStock.productId, found.map((row) => row.id)))
            .orderBy(asc(productStock.productId), asc(productStock.weight)).for('update'));
        }
      }
      return { rows, stock };
    },

    async updateProduct(tx: Db, id: string, fields: Omit<CsvProductFields, 'code'>, now: Date) {
      await tx.update(products).set({ ...fields, updatedAt: now }).where(sql`${products.id} = ${id}`);
    },

    /** Sets the stock of these weights (rows created when missing). */
    async setStock(tx: Db, productId: string, quantities: { weight: string; quantity: number }[]) {
      if (quantities.length === 0) return;
      await tx.insert(productStock).values(quantities.map(({ weight, quantity }) => ({ productId, weight, quantity })))
        .onConflictDoUpdate({ target: [productStock.productId, productStock.weight], set: { quantity: sql`excluded.quantity` } });
    },
  };
}

export type ProductsCsvRepo = ReturnType<typeof createProductsCsvRepo>;
