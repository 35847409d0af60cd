/**
 * Adds N generated products (with stock and 1–3 photos each) for load tests and benchmarks.
 *
 *   npm run seed:bulk -- --products 20000        (from the repo root)
 *
 * Uses DATABASE_URL when set, else PGlite in ${DATA_DIR:-./data}/pglite; photos go where the server keeps them (the S3_* bucket, else ${DATA_DIR}/uploads).
 * Names and codes continue from earlier runs ('Ladies Floral Dress #12345', 'BLK-012345'), so it can be re-run.
 */
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { stockKey, type Category } from '@mitumba/contracts';
import { count, like } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { createStorage } from '../../lib/storage/create-storage.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { openDatabase, type Db } from '../client.ts';
import { productImages, products, productStock } from '../schema/index.ts';
import { createRandom, type Random } from './catalogue-data.ts';
import { itemGroups } from './catalogue-items.ts';
import type { FabricPattern, GarmentKind } from './garment-art.ts';
import { ensureTaxonomy } from './demo.ts';
import { artKey, productSceneSvg, storeWebp, type ArtSpec, type StoredImage } from './image-render.ts';

const PRODUCTS_PER_BATCH = 1000;
const ROWS_PER_INSERT = 1000;
const CODE_PREFIX = 'BLK-';
const DAY_MS = 86_400_000;

type BulkTemplate = {
  stem: string; category: Category; subCategory: string; label: string;
  sizes: readonly string[]; price: readonly [number, number]; art: ArtSpec;
};

const GARMENT_NOUN: Record<GarmentKind, string> = {
  tshirt: 'T-Shirt', blouse: 'Blouse', shirt: 'Shirt', hoodie: 'Hoodie', jacket: 'Jacket', jeans: 'Jeans',
  dress: 'Dress', skirt: 'Skirt', handbag: 'Handbag', shoe: 'Sneakers', bale: 'Bale',
};
const PATTERN_WORD: Record<FabricPattern, string> = {
  plain: 'Classic', print: 'Graphic', stripe: 'Striped', pinstripe: 'Pinstripe', check: 'Check', floral: 'Floral',
  dots: 'Polka Dot', quilted: 'Quilted',
};
const CATEGORY_WORD: Record<Category, string> = { Men: "Men's", Ladies: 'Ladies', Kids: 'Kids' };

/** Two templates per sub-category of the demo catalogue: about 30, one stored photo each. */
export const bulkTemplates: readonly BulkTemplate[] = itemGroups.flatMap((group) =>
  group.items.slice(0, 2).map(([, label, colourway, pattern = 'plain', garment = group.garment]) => ({
    stem: `${CATEGORY_WORD[group.category]} ${PATTERN_WORD[pattern]} ${GARMENT_NOUN[garment]}`,
    category: group.category, subCategory: group.subCategory, label, sizes: group.sizes, price: group.price,
    art: { garment, colourway, pattern, view: 'front' as const },
  })));

/** Renders and stores the pool once; later runs find the files by their content-derived ids and reuse them. */
async function storeImagePool(storage: Storage): Promise<StoredImage[]> {
  const distinct = new Map(bulkTemplates.map(({ art }) => [artKey(art), art]));
  const stored = new Map(await Promise.all([...distinct].map(async ([key, art]) => {
    const fileId = createHash('sha256').update(`bulk:${key}`).digest('hex').slice(0, 24);
    const storageKey = `products/${fileId}.webp`;
    const image = (await storage.exists(storageKey))
      ? { url: storage.publicUrl(storageKey), fileId }
      : await storeWebp(storage, 'products', productSceneSvg(art), fileId);
    return [key, image] as const;
  })));
  return bulkTemplates.map(({ art }) => stored.get(artKey(art)) as StoredImage);
}

type BulkProduct = {
  row: typeof products.$inferInsert & { code: string };
  stock: number[];
  images: StoredImage[];
};

function bulkProduct(number: number, random: Random, pool: readonly StoredImage[], now: number): BulkProduct {
  const templateIndex = number % bulkTemplates.length;
  const template = bulkTemplates[templateIndex] as BulkTemplate;
  const length = Math.min(template.sizes.length, random.int(1, 4));
  const start = random.int(0, template.sizes.length - length);
  const weights = template.sizes.slice(start, start + length);
  const sameGarment = pool.filter((_, index) => bulkTemplates[index]?.art.garment === template.art.garment);
  const photos = [pool[templateIndex] as StoredImage, ...random.shuffle(sameGarment)].slice(0, random.int(1, 3));
  const bannerRoll = random.next();
  return {
    row: {
      code: `${CODE_PREFIX}${String(number).padStart(6, '0')}`,
      name: `${template.stem} #${number}`,
      description: 'Grade A second-hand item from a fresh bale. Clean, checked and ready to wear.',
      priceCents: Math.round(random.int(template.price[0], template.price[1]) / 50) * 5000,
      category: template.category,
      subCategory: template.subCategory,
      label: template.label,
      banner: bannerRoll < 0.3 ? 'new arrival' : bannerRoll < 0.5 ? 'clearance' : 'None',
      bestseller: random.next() < 0.02,
      weights,
      createdAt: new Date(now - Math.floor(random.next() * 365 * DAY_MS)),
    },
    stock: weights.map(() => (random.next() < 0.1 ? 0 : random.int(1, 30))),
    images: [...new Map(photos.map((photo) => [photo.fileId, photo])).values()],
  };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
}

async function insertBatch(db: Db, batch: readonly BulkProduct[]): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(products).values(batch.map((item) => item.row))
      .returning({ id: products.id, code: products.code });
    const idByCode = new Map(inserted.map((row) => [row.code, row.id]));
    const withId = batch.map((item) => ({ ...item, id: idByCode.get(item.row.code) as string }));
    const stockRows = withId.flatMap((item) => item.row.weights.map((weight, index) => ({
      productId: item.id, weight: stockKey(weight), quantity: item.stock[index] ?? 0,
    })));
    const imageRows = withId.flatMap((item) => item.images.map((image, position) => ({ ...image, productId: item.id, position })));
    for (const rows of chunks(stockRows, ROWS_PER_INSERT)) await tx.insert(productStock).values(rows);
    for (const rows of chunks(imageRows, ROWS_PER_INSERT)) await tx.insert(productImages).values(rows);
  });
}

/** Inserts `total` bulk products; numbering continues after the bulk products already there. */
export async function seedBulkProducts(db: Db, storage: Storage, total: number): Promise<{ inserted: number }> {
  await ensureTaxonomy(db);
  const pool = await storeImagePool(storage);
  const [existing] = await db.select({ value: count() }).from(products).where(like(products.code, `${CODE_PREFIX}%`));
  const firstNumber = (existing?.value ?? 0) + 1;
  const random = createRandom(firstNumber);
  const now = Date.now();
  for (let offset = 0; offset < total; offset += PRODUCTS_PER_BATCH) {
    const size = Math.min(PRODUCTS_PER_BATCH, total - offset);
    const batch = Array.from({ length: size }, (_, index) => bulkProduct(firstNumber + offset + index, random, pool, now));
    await insertBatch(db, batch);
  }
  return { inserted: total };
}

function requestedCount(argv: string[]): number {
  const { values } = parseArgs({ args: argv, options: { products: { type: 'string', default: '1000' } } });
  const total = Number(values.products);
  if (!Number.isInteger(total) || total < 1 || total > 1_000_000) {
    throw new Error(`--products must be a whole number from 1 to 1000000, got "${values.products}"`);
  }
  return total;
}

async function main(): Promise<void> {
  const total = requestedCount(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const started = performance.now();
    const { inserted } = await seedBulkProducts(database.db, createStorage(config), total);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Inserted ${inserted} products into ${database.kind} in ${seconds} s`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
