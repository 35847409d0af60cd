/**
 * Seeds an empty database with the demo shop: categories, labels, ~90 products with stock and generated photos,
 * four home-page banners and three accounts (password DEMO_PASSWORD). Does nothing when any product or user exists.
 */
import { PLACEHOLDER_FILE_ID, stockKey } from '@mitumba/contracts';
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import type { Db } from '../client.ts';
import { banners, categories, labels, productImages, products, productStock, users } from '../schema/index.ts';
import { buildDemoCatalogue, type ProductSeed } from './catalogue-data.ts';
import { demoBanners, demoLabels } from './catalogue-items.ts';
import {
  artKey, bannerSvg, placeholderSvg, randomFileId, storeProductImages, storeWebp, type StoredImage,
} from './image-render.ts';

import { seedDemoCoupons } from './demo-coupons.ts';
import { seedDemoDelivery } from './demo-delivery.ts';
import { seedDemoOffers } from './demo-offers.ts';

export const DEMO_PASSWORD = 'Mitumba#2024';

export const demoAccounts = [
  { name: 'Mitumba Admin', email: 'admin@mitumba.test', phone: '+254700000001', role: 'admin' },
  { name: 'Otieno Cashier', email: 'cashier@mitumba.test', phone: '+254700000002', role: 'cashier' },
  { name: 'Wanjiku Kamau', email: 'wanjiku@mitumba.test', phone: '+254712345678', role: 'customer' },
] as const;
const demoCustomerEmail = 'wanjiku@mitumba.test';

/** Any number will do, as long as it is only used here: it serialises seeding between API instances. */
const SEED_LOCK_ID = 72_042_024;

type DemoMedia = { photos: Map<string, StoredImage>; placeholder: StoredImage; banners: StoredImage[] };

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [productCount] = await db.select({ value: count() }).from(products);
  const [userCount] = await db.select({ value: count() }).from(users);
  return (productCount?.value ?? 0) === 0 && (userCount?.value ?? 0) === 0;
}

export async function seedDemo(db: Db, storage: Storage): Promise<{ seeded: boolean; products: number }> {
  if (!(await isDatabaseEmpty(db))) return { seeded: false, products: 0 };
  const catalogue = buildDemoCatalogue(new Date());
  // Files and password hashes first: storage is not transactional, and the transaction should stay short.
  const [media, accounts] = await Promise.all([renderDemoMedia(storage, catalogue), demoUserRows()]);
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (!(await isDatabaseEmpty(tx))) return false;
    await ensureTaxonomy(tx);
    await insertProducts(tx, catalogue, media);
    await tx.insert(banners).values(demoBanners.map((banner, position) => ({
      label: banner.label, imageUrl: media.banners[position]?.url ?? '', position,
    })));
    await tx.insert(users).values(accounts);
    await seedDemoOffers(tx, demoCustomerEmail);
    await seedDemoCoupons(tx);
    await seedDemoDelivery(tx);
    return true;
  });
  return { seeded, products: seeded ? catalogue.length : 0 };
}

async function renderDemoMedia(storage: Storage, catalogue: readonly ProductSeed[]): Promise<DemoMedia> {
  const shown = catalogue.filter((product) => product.imageQuirk !== 'placeholderOnly');
  const [photos, placeholder, bannerImages] = await Promise.all([
    storeProductImages(storage, shown.flatMap((product) => product.images)),
    storeWebp(storage, 'products', placeholderSvg(), 'placeholder'),
    Promise.all(demoBanners.map((banner) => storeWebp(storage, 'banners', bannerSvg(banner)))),
  ]);
  return { photos, placeholder, banners: bannerImages };
}

async function demoUserRows(): Promise<(typeof users.$inferInsert)[]> {
  return Promise.all(demoAccounts.map(async (account) => ({
    ...account, status: 'active' as const, passwordHash: await hashPassword(DEMO_PASSWORD),
  })));
}

/** Categories and labels; safe to run on a database that already has some of them. */
export async function ensureTaxonomy(db: Db): Promise<void> {
  await db.insert(categories).values([{ name: 'Men', position: 0 }, { name: 'Ladies', position: 1 }, { name: 'Kids', position: 2 }])
    .onConflictDoNothing();
  await db.insert(labels).values(demoLabels).onConflictDoNothing();
}

async function insertProducts(db: Db, catalogue: readonly ProductSeed[], media: DemoMedia): Promise<void> {
  const inserted = await db.insert(products)
    .values(catalogue.map(({ stock: _stock, images: _images, imageQuirk: _quirk, ...product }) => product))
    .returning({ id: products.id, code: products.code });
  const idByCode = new Map(inserted.map((row) => [row.code, row.id]));
  const productId = (product: ProductSeed): string => {
    const id = idByCode.get(product.code);
    if (!id) throw new Error(`Product ${product.code} was not inserted`);
    return id;
  };
  await db.insert(productStock).values(catalogue.flatMap((product) => product.weights.map((weight, index) => ({
    productId: productId(product), weight: stockKey(weight), quantity: product.stock[index] ?? 0,
  }))));
  await db.insert(productImages).values(catalogue.flatMap((product) => imageRows(product, media)
    .map((image, position) => ({ ...image, productId: productId(product), position }))));
}

/** The product's photos plus the deliberately invalid rows the spec's image rules must drop. */
function imageRows(product: ProductSeed, media: DemoMedia): StoredImage[] {
  const placeholderRow = { url: media.placeholder.url, fileId: PLACEHOLDER_FILE_ID };
  if (product.imageQuirk === 'placeholderOnly') return [placeholderRow];
  const photos = product.images.map((spec) => {
    const photo = media.photos.get(artKey(spec));
    if (!photo) throw new Error(`No photo rendered for ${artKey(spec)}`);
    return photo;
  });
  if (product.imageQuirk === 'extraPlaceholder') return [placeholderRow, ...photos];
  if (product.imageQuirk === 'extraEmptyUrl') return [photos[0], { url: '', fileId: randomFileId() }, ...photos.slice(1)]
    .filter((row): row is StoredImage => row !== undefined);
  return photos;
}
