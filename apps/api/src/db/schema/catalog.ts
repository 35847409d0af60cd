import { sql } from 'drizzle-orm';
import {
  bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid,
} from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  name: text('name').primaryKey(),
  position: integer('position').notNull().default(0),
});

export const labels = pgTable('labels', {
  name: text('name').primaryKey(),
  /** Brand labels are always offered in the filter panel, even with no product yet. */
  isBrand: boolean('is_brand').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    category: text('category').notNull().references(() => categories.name),
    subCategory: text('sub_category').notNull(),
    label: text('label').notNull().references(() => labels.name),
    banner: text('banner').notNull().default('None'),
    bestseller: boolean('bestseller').notNull().default(false),
    /** Weights or sizes in display form and order; stock rows are keyed by their lower-cased form. */
    weights: text('weights').array().notNull(),
    /** Sum of product_stock.quantity, kept by a trigger (migration 0001) so sorting by "in stock" is indexable. */
    totalStock: integer('total_stock').notNull().default(0),
    /** Whether the product has at least one valid image, kept by a trigger; products without one are hidden. */
    hasValidImage: boolean('has_valid_image').notNull().default(false),
    /** Set when the back office archives a product that has orders (it cannot be deleted): hidden from the storefront. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('products_price_positive', sql`${table.priceCents} > 0`),
    index('products_newest_idx').on(table.createdAt.desc(), table.id),
    index('products_price_idx').on(table.priceCents, table.id),
    index('products_category_idx').on(table.category, table.subCategory),
    index('products_label_idx').on(table.label),
  ],
);

export const productStock = pgTable(
  'product_stock',
  {
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    weight: text('weight').notNull(),
    quantity: integer('quantity').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.weight] }),
    check('product_stock_quantity_not_negative', sql`${table.quantity} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    url: text('url').notNull().default(''),
    fileId: text('file_id').notNull().default(''),
  },
  (table) => [index('product_images_product_idx').on(table.productId, table.position)],
);

export const banners = pgTable('banners', {
  id: uuid('id').primaryKey().defaultRandom(),
  imageUrl: text('image_url').notNull(),
  label: text('label').notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
