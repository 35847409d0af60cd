import { centsToShillings, productCsvColumns, stockKey } from '@mitumba/contracts';
import type { Readable } from 'node:stream';
import { csvStream } from './csv-stream.ts';
import type { ProductsCsvRepo } from './products-csv.repo.ts';

/** Products read per query: 20,000 products are streamed 500 at a time, never all in memory. */
const EXPORT_PAGE = 500;

/** Every product (archived too), one record per product and weight, in the import's columns: a round trip changes nothing. */
export function productsCsv(repo: ProductsCsvRepo): Readable {
  return csvStream(productCsvColumns, (async function* pages() {
    let after: string | null = null;
    for (;;) {
      const { rows, stock } = await repo.pageByCode(after, EXPORT_PAGE);
      if (rows.length === 0) return;
      const quantities = new Map(stock.map((row) => [`${row.productId}\u0000${row.weight}`, row.quantity]));
      yield rows.flatMap((product) => (product.weights.length ? product.weights : ['']).map((weight) => [
        product.code, product.name, product.description, centsToShillings(product.priceCents), product.category, product.subCategory,
        product.label, product.banner, String(product.bestseller), weight, quantities.get(`${product.id}\u0000${stockKey(weight)}`) ?? 0,
        String(product.archivedAt !== null),
      ]));
      if (rows.length < EXPORT_PAGE) return;
      after = rows.at(-1)?.code ?? null;
    }
  })());
}
