import { z } from 'zod';
import { adminReasonSchema } from './admin-orders.ts';
import { categories } from './catalog-constants.ts';
import { stockKey } from './catalog-rules.ts';

/** The back office's products (/admin/products): list, edit, stock per weight, images, archive. Admin only. */

export const ADMIN_PRODUCT_PAGE_SIZE = 20;
export const ADMIN_PRODUCT_PAGE_MAX = 50;
export const PRODUCT_IMAGES_MAX = 10;
export const PRODUCT_WEIGHTS_MAX = 20;
export const PRODUCT_STOCK_MAX = 100_000;
export const PRODUCT_PRICE_MAX = 10_000_000;
/** The ribbons the storefront draws (catalog-rules: 'None' shows none, clearance is orange, the rest red). */
export const productBanners = ['None', 'new arrival', 'clearance'] as const;
export const adminStockFilters = ['all', 'sold-out', 'low'] as const;
export const adminArchivedFilters = ['active', 'archived', 'all'] as const;

export const adminCatalogueMessages = {
  nameRequired: 'The name is required',
  codeRequired: 'The code is required',
  codeFormat: 'The code uses letters, digits, - and _ only',
  priceRequired: 'The price must be more than 0 shillings',
  subCategoryRequired: 'The sub-category is required',
  labelRequired: 'The label is required',
  weightRequired: 'Each weight or size needs a name',
  weightsRequired: 'Add at least one weight or size',
  weightsUnique: 'Each weight or size must be different',
  stockWhole: 'Stock must be a whole number, 0 or more',
} as const;

const text = (max: number, required: string) => z.string({ error: required }).trim().min(1, required).max(max, `Too long: at most ${max} characters`);

/** GET /api/admin/products: search (name, or a product code exactly), filters, keyset pages newest first. */
export const adminProductListQuerySchema = z.object({
  q: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  category: z.enum(categories, { error: 'category must be Men, Ladies or Kids' }).optional(),
  label: z.string().trim().max(60).optional(),
  stock: z.enum(adminStockFilters).optional(),
  archived: z.enum(adminArchivedFilters).optional(),
  cursor: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_PRODUCT_PAGE_MAX).optional(),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const adminWeightStockSchema = z.object({ weight: z.string(), stock: z.number().int() });
export type AdminWeightStock = z.infer<typeof adminWeightStockSchema>;

export const adminProductRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  /** Whole shillings, as the storefront's `price`. */
  price: z.number(),
  category: z.string(),
  subCategory: z.string(),
  label: z.string(),
  thumbnail: z.string().nullable(),
  totalStock: z.number().int(),
  stock: z.array(adminWeightStockSchema),
  archived: z.boolean(),
  /** In the shop: it has a valid image and is not archived. */
  visible: z.boolean(),
  createdAt: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const adminProductListResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(adminProductRowSchema),
  nextCursor: z.string().nullable(),
});
export type AdminProductListResponse = z.infer<typeof adminProductListResponseSchema>;

export const adminProductParamsSchema = z.object({ productId: z.uuid({ error: 'productId must be a product id' }) });
export const adminProductImageParamsSchema = adminProductParamsSchema.extend({ imageId: z.uuid({ error: 'imageId must be an image id' }) });

export const adminProductImageSchema = z.object({ id: z.string(), url: z.string(), fileId: z.string() });
export type AdminProductImage = z.infer<typeof adminProductImageSchema>;

export const adminProductWeightSchema = z.object({
  weight: z.string(),
  stock: z.number().int(),
  /** Customers still waiting for this weight (pending waitlist entries). */
  waiting: z.number().int(),
});
export type AdminProductWeight = z.infer<typeof adminProductWeightSchema>;

export const adminProductSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  category: z.enum(categories),
  subCategory: z.string(),
  label: z.string(),
  banner: z.string(),
  bestseller: z.boolean(),
  weights: z.array(adminProductWeightSchema),
  images: z.array(adminProductImageSchema),
  archivedAt: z.string().nullable(),
  visible: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductResponseSchema = z.object({ success: z.literal(true), message: z.string(), product: adminProductSchema });
export type AdminProductResponse = z.infer<typeof adminProductResponseSchema>;

export const adminWeightInputSchema = z.object({
  weight: text(20, adminCatalogueMessages.weightRequired),
  stock: z.number({ error: adminCatalogueMessages.stockWhole }).int(adminCatalogueMessages.stockWhole)
    .min(0, adminCatalogueMessages.stockWhole).max(PRODUCT_STOCK_MAX, `Stock must be at most ${PRODUCT_STOCK_MAX}`),
});
export type AdminWeightInput = z.infer<typeof adminWeightInputSchema>;

/** POST /api/admin/products and PUT /api/admin/products/:productId: the whole product as the form edits it. */
export const adminProductBodySchema = z.object({
  code: text(40, adminCatalogueMessages.codeRequired).regex(/^[A-Za-z0-9_-]+$/, adminCatalogueMessages.codeFormat),
  name: text(120, adminCatalogueMessages.nameRequired),
  description: z.string().trim().max(5000, 'Too long: at most 5000 characters').default(''),
  price: z.number({ error: adminCatalogueMessages.priceRequired }).positive(adminCatalogueMessages.priceRequired)
    .max(PRODUCT_PRICE_MAX, `The price must be at most ${PRODUCT_PRICE_MAX} shillings`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'The price has at most two decimals'),
  category: z.enum(categories, { error: 'Choose Men, Ladies or Kids' }),
  subCategory: text(60, adminCatalogueMessages.subCategoryRequired),
  label: text(60, adminCatalogueMessages.labelRequired),
  banner: z.enum(productBanners, { error: 'Choose a banner' }).default('None'),
  bestseller: z.boolean().default(false),
  weights: z.array(adminWeightInputSchema, { error: adminCatalogueMessages.weightsRequired })
    .min(1, adminCatalogueMessages.weightsRequired).max(PRODUCT_WEIGHTS_MAX, `At most ${PRODUCT_WEIGHTS_MAX} weights or sizes`)
    .refine((weights) => new Set(weights.map((entry) => stockKey(entry.weight))).size === weights.length, adminCatalogueMessages.weightsUnique),
  /** Why (kept in the audit log); optional for a plain edit. */
  reason: z.string().trim().max(500).optional(),
});
export type AdminProductBody = z.infer<typeof adminProductBodySchema>;
export type AdminProductInput = z.input<typeof adminProductBodySchema>;

/** POST …/archive, …/unarchive and DELETE /api/admin/products/:productId. */
export const adminProductReasonBodySchema = z.object({ reason: adminReasonSchema });

/** PUT …/images/order: every image id of the product, in the new order. */
export const adminImageOrderBodySchema = z.object({
  imageIds: z.array(z.uuid({ error: 'imageIds must be image ids' })).min(1).max(PRODUCT_IMAGES_MAX),
});
export type AdminImageOrderBody = z.infer<typeof adminImageOrderBodySchema>;

export const adminProductImagesResponseSchema = z.object({ success: z.literal(true), message: z.string(), images: z.array(adminProductImageSchema), visible: z.boolean() });
export type AdminProductImagesResponse = z.infer<typeof adminProductImagesResponseSchema>;

export const adminProductDeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });
