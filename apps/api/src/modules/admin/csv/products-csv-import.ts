import { centsToShillings, shillingsToCents, stockKey, type ProductCsvImportResponse } from '@mitumba/contracts';
import type { Db } from '../../../db/client.ts';
import { record } from '../../../lib/audit.ts';
import type { CatalogService } from '../../catalog/catalog.service.ts';
import type { Admin } from '../admin-orders.service.ts';
import { planProductsCsv, type ProductPlan } from './products-csv-parse.ts';
import type { CsvProductFields, CsvProductRow, CsvStockRow, ProductsCsvRepo } from './products-csv.repo.ts';

type Counts = Omit<ProductCsvImportResponse, 'success' | 'message'>;
type Restock = { productId: string; weightKey: string };

/** What the audit log keeps of a product before and after an import. */
function snapshot(fields: Omit<CsvProductFields, 'code'>, stock: Record<string, number>) {
  return {
    name: fields.name, description: fields.description, price: centsToShillings(fields.priceCents), category: fields.category,
    subCategory: fields.subCategory, label: fields.label, banner: fields.banner, bestseller: fields.bestseller, weights: fields.weights, stock,
  };
}

/** The product's own fields as the file sets them; weights the file does not name are kept (an import never deletes). */
function fieldsOf(plan: ProductPlan, existing?: CsvProductRow): CsvProductFields {
  const { fields } = plan;
  const known = new Set((existing?.weights ?? []).map(stockKey));
  const added = plan.weights.map((entry) => entry.weight).filter((weight) => !known.has(stockKey(weight)));
  return {
    code: fields.code, name: fields.name, description: fields.description, priceCents: shillingsToCents(fields.price),
    category: fields.category, subCategory: fields.sub_category, label: fields.label, banner: fields.banner, bestseller: fields.bestseller,
    weights: [...(existing?.weights ?? []), ...added],
  };
}

const sameFields = (row: CsvProductRow, next: CsvProductFields) =>
  row.name === next.name && row.description === next.description && row.priceCents === next.priceCents && row.category === next.category
  && row.subCategory === next.subCategory && row.label === next.label && row.banner === next.banner && row.bestseller === next.bestseller
  && row.weights.length === next.weights.length && row.weights.every((weight, index) => weight === next.weights[index]);

/**
 * The catalogue CSV import: every line checked first (one bad line and nothing changes), then in ONE transaction
 * products upserted by code and stock set per weight under row locks, one audit row per product changed; after
 * the commit, weights back from 0 are announced once (the waitlist mails).
 */
export function createProductsCsvImport(deps: { db: Db; repo: ProductsCsvRepo; catalog: CatalogService }) {
  const { db, repo, catalog } = deps;

  async function apply(tx: Db, admin: Admin, reason: string, plans: ProductPlan[], now: Date): Promise<Counts> {
    const counts: Counts = { created: 0, updated: 0, unchanged: 0, needImages: [] };
    const restocked: Restock[] = [];
    await repo.ensureLabels(tx, [...new Set(plans.map((plan) => plan.fields.label))]);
    const created = new Map((await repo.insertNew(tx, plans.map((plan) => fieldsOf(plan)))).map((row) => [row.code, row.id]));
    for (const plan of plans) {
      const id = created.get(plan.fields.code);
      if (!id) continue;
      const stock = plan.weights.map((entry) => ({ weight: stockKey(entry.weight), quantity: entry.stock }));
      await repo.setStock(tx, id, stock);
      const { code: _code, ...fields } = fieldsOf(plan);
      await record(tx, { actor: admin, action: 'import', entity: 'product', entityId: id, before: null, after: { code: plan.fields.code, ...snapshot(fields, Object.fromEntries(stock.map((row) => [row.weight, row.quantity]))) }, reason, now });
      counts.created += 1;
      counts.needImages.push(plan.fields.code);
    }

    const { rows, stock } = await repo.lockByCodes(tx, plans.filter((plan) => !created.has(plan.fields.code)).map((plan) => plan.fields.code));
    const byCode = new Map(rows.map((row) => [row.code, row]));
    const stockOf = new Map<string, CsvStockRow[]>();
    for (const row of stock) stockOf.set(row.productId, [...(stockOf.get(row.productId) ?? []), row]);
    for (const plan of plans) {
      const row = byCode.get(plan.fields.code);
      if (!row) continue;
      const before = Object.fromEntries((stockOf.get(row.id) ?? []).map((entry) => [entry.weight, entry.quantity]));
      const changes = plan.weights.map((entry) => ({ weight: stockKey(entry.weight), quantity: entry.stock }))
        .filter((entry) => before[entry.weight] !== entry.quantity);
      const next = fieldsOf(plan, row);
      if (changes.length === 0 && sameFields(row, next)) {
        counts.unchanged += 1;
        continue;
      }
      const { code: _code, ...fields } = next;
      if (!sameFields(row, next)) await repo.updateProduct(tx, row.id, fields, now);
      await repo.setStock(tx, row.id, changes);
      for (const change of changes) if ((before[change.weight] ?? 0) <= 0 && change.quantity > 0 && change.weight in before) restocked.push({ productId: row.id, weightKey: change.weight });
      const after = { ...before, ...Object.fromEntries(changes.map((change) => [change.weight, change.quantity])) };
      await record(tx, { actor: admin, action: 'import', entity: 'product', entityId: row.id, before: { code: row.code, ...snapshot(row, before) }, after: { code: row.code, ...snapshot(fields, after) }, reason, now });
      counts.updated += 1;
    }
    await catalog.announceRestockedWithin(tx, restocked);
    return counts;
  }

  return async function importProductsCsv(admin: Admin, text: string, fileName: string): Promise<Counts> {
    const plans = planProductsCsv(text);
    const now = new Date();
    return db.transaction((tx) => apply(tx, admin, `CSV import ${fileName}`, plans, now));
  };
}

export type ProductsCsvImport = ReturnType<typeof createProductsCsvImport>;
