import {
  centsToShillings, isValidProductImage, stockKey, type AdminProduct, type AdminProductImage, type AdminProductRow, type Category,
} from '@mitumba/contracts';
import { isVisibleRow } from '../../catalog/catalog.repo.ts';
import type { ImageRow, ProductRow } from './catalogue.repo.ts';

type StockRow = { productId: string; weight: string; quantity: number };

/** Stock per weight in the product's own weight order (display labels), 0 where no row exists. */
function stockOf(row: ProductRow, stock: StockRow[]): { weight: string; stock: number }[] {
  const byKey = new Map(stock.filter((entry) => entry.productId === row.id).map((entry) => [entry.weight, entry.quantity]));
  return row.weights.map((weight) => ({ weight, stock: byKey.get(stockKey(weight)) ?? 0 }));
}

export const toAdminImages = (images: ImageRow[]): AdminProductImage[] => images.map(({ id, url, fileId }) => ({ id, url, fileId }));

export function toAdminRows(rows: ProductRow[], stock: StockRow[], images: ImageRow[]): AdminProductRow[] {
  const thumbnails = new Map<string, string>();
  for (const image of images) if (!thumbnails.has(image.productId) && isValidProductImage(image)) thumbnails.set(image.productId, image.url);
  return rows.map((row) => ({
    id: row.id, code: row.code, name: row.name, price: centsToShillings(row.priceCents), category: row.category, subCategory: row.subCategory,
    label: row.label, thumbnail: thumbnails.get(row.id) ?? null, totalStock: row.totalStock, stock: stockOf(row, stock),
    archived: row.archivedAt !== null, visible: isVisibleRow(row), createdAt: row.createdAt.toISOString(),
  }));
}

export function toAdminProduct(row: ProductRow, stock: StockRow[], images: ImageRow[], waiting: Map<string, number>): AdminProduct {
  return {
    id: row.id, code: row.code, name: row.name, description: row.description, price: centsToShillings(row.priceCents),
    category: row.category as Category, subCategory: row.subCategory, label: row.label, banner: row.banner, bestseller: row.bestseller,
    weights: stockOf(row, stock).map((entry) => ({ ...entry, waiting: waiting.get(stockKey(entry.weight)) ?? 0 })),
    images: toAdminImages(images), archivedAt: row.archivedAt?.toISOString() ?? null, visible: isVisibleRow(row),
    createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a product before and after a change. */
export function productSnapshot(row: ProductRow, stock: StockRow[]) {
  return {
    code: row.code, name: row.name, description: row.description, price: centsToShillings(row.priceCents), category: row.category,
    subCategory: row.subCategory, label: row.label, banner: row.banner, bestseller: row.bestseller,
    stock: Object.fromEntries(stockOf(row, stock).map((entry) => [entry.weight, entry.stock])),
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}
