import { z } from 'zod';
import { PRODUCT_PRICE_MAX, PRODUCT_STOCK_MAX, adminCatalogueMessages, productBanners } from './admin-catalogue.ts';
import { categories } from './catalog-constants.ts';

/**
 * The back office's catalogue CSV (/admin/catalogue-csv): every product exported one row per product and weight,
 * and the same file imported back (upsert by code, all or nothing). Admin only.
 */

/** The file's columns, in order. `price` is in shillings; `archived` is exported for reading and ignored on import. */
export const productCsvColumns = [
  'code', 'name', 'description', 'price', 'category', 'sub_category', 'label', 'banner', 'bestseller', 'weight', 'stock', 'archived',
] as const;
/** What an import may weigh: a whole catalogue (20,000 products) fits well under it. */
export const PRODUCT_CSV_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_CSV_MAX_ROWS = 50_000;

const text = (field: string, max: number) => z.string({ error: `${field} is required` }).trim()
  .min(1, `${field} is required`).max(max, `${field} must be at most ${max} characters`);
const yesNo = (field: string) => z.string().trim().toLowerCase().default('')
  .refine((value) => ['', 'true', 'false', 'yes', 'no', '1', '0'].includes(value), `${field} must be true or false`)
  .transform((value) => ['true', 'yes', '1'].includes(value));

/** One CSV record as csv-parse reads it (every value a string), checked with the product form's rules. */
export const productCsvRowSchema = z.object({
  code: text('code', 40).regex(/^[A-Za-z0-9_-]+$/, `code: ${adminCatalogueMessages.codeFormat}`),
  name: text('name', 120),
  description: z.string().trim().max(5000, 'description must be at most 5000 characters').default(''),
  price: z.string({ error: 'price is required' }).trim()
    .regex(/^\d+(\.\d{1,2})?$/, 'price must be a number of shillings (at most two decimals), more than 0')
    .transform(Number)
    .refine((value) => value > 0, 'price must be more than 0 shillings')
    .refine((value) => value <= PRODUCT_PRICE_MAX, `price must be at most ${PRODUCT_PRICE_MAX} shillings`),
  category: z.enum(categories, { error: `category must be one of ${categories.join(', ')}` }),
  sub_category: text('sub_category', 60),
  label: text('label', 60),
  banner: z.string().trim().default('')
    .transform((value) => value || 'None')
    .pipe(z.enum(productBanners, { error: `banner must be one of ${productBanners.join(', ')}` })),
  bestseller: yesNo('bestseller'),
  weight: text('weight', 20),
  stock: z.string({ error: 'stock is required' }).trim()
    .regex(/^\d+$/, 'stock must be a whole number, 0 or more')
    .transform(Number)
    .refine((value) => value <= PRODUCT_STOCK_MAX, `stock must be at most ${PRODUCT_STOCK_MAX}`),
  archived: yesNo('archived'),
});
export type ProductCsvRow = z.infer<typeof productCsvRowSchema>;

export const productCsvErrorSchema = z.object({ line: z.number().int(), message: z.string() });
export type ProductCsvError = z.infer<typeof productCsvErrorSchema>;

/** POST /api/admin/products/import refused: every bad line, and nothing changed. */
export const productCsvRejectedSchema = z.object({ success: z.literal(false), message: z.string(), errors: z.array(productCsvErrorSchema) });
export type ProductCsvRejected = z.infer<typeof productCsvRejectedSchema>;

/** POST /api/admin/products/import applied: how many products it created, changed and left as they were. */
export const productCsvImportResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** New products are hidden from the shop until they have an image. */
  needImages: z.array(z.string()),
});
export type ProductCsvImportResponse = z.infer<typeof productCsvImportResponseSchema>;

/** The upload form's file, checked before sending (the server checks the bytes again). */
export const productCsvUploadSchema = z.object({
  name: z.string().regex(/\.csv$/i, 'Choose a .csv file (export it from your spreadsheet as CSV)'),
  size: z.number().min(1, 'The file is empty').max(PRODUCT_CSV_MAX_BYTES, `The file is too large: at most ${PRODUCT_CSV_MAX_BYTES / 1024 / 1024} MB`),
});
