import { randomBytes } from 'node:crypto';
import { stockKey } from '@mitumba/contracts';
import type { Db } from '../db/client.ts';
import { categories, labels, productImages, productStock, products, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';

export async function ensureCatalogBasics(db: Db, extraLabels: string[] = []) {
  await db.insert(categories).values([{ name: 'Men' }, { name: 'Ladies' }, { name: 'Kids' }]).onConflictDoNothing();
  const names = ['Nike', 'Zara', 'Vintage', ...extraLabels];
  await db.insert(labels).values(names.map((name) => ({ name }))).onConflictDoNothing();
}

export type ProductInput = {
  name?: string;
  priceShillings?: number;
  category?: 'Men' | 'Ladies' | 'Kids';
  subCategory?: string;
  label?: string;
  banner?: string;
  bestseller?: boolean;
  stock?: Record<string, number>;
  images?: { url: string; fileId: string }[];
  createdAt?: Date;
};

let sequence = 0;

/** One product with its stock and image rows, defaults filled in; returns its id. */
export async function insertProduct(db: Db, input: ProductInput = {}): Promise<string> {
  sequence += 1;
  const stock = input.stock ?? { M: 3 };
  const [row] = await db.insert(products).values({
    code: `T-${sequence}-${randomBytes(3).toString('hex')}`,
    name: input.name ?? `Test product ${sequence}`,
    description: 'A test product.',
    priceCents: (input.priceShillings ?? 1000) * 100,
    category: input.category ?? 'Men',
    subCategory: input.subCategory ?? 'T-Shirts',
    label: input.label ?? 'Nike',
    banner: input.banner ?? 'None',
    bestseller: input.bestseller ?? false,
    weights: Object.keys(stock),
    createdAt: input.createdAt ?? new Date(Date.now() - sequence * 1000),
  }).returning({ id: products.id });
  if (!row) throw new Error('insert failed');
  const stockRows = Object.entries(stock).map(([weight, quantity]) => ({ productId: row.id, weight: stockKey(weight), quantity }));
  if (stockRows.length) await db.insert(productStock).values(stockRows);
  const images = input.images ?? [{ url: `/media/products/img${sequence}.webp`, fileId: `img${sequence}` }];
  if (images.length) {
    await db.insert(productImages).values(images.map((image, position) => ({ productId: row.id, position, ...image })));
  }
  return row.id;
}

let testPasswordHash: Promise<string> | null = null;

export async function insertUser(db: Db, input: { email?: string; role?: 'customer' | 'cashier' | 'admin'; status?: 'active' | 'suspended' } = {}) {
  sequence += 1;
  const [row] = await db.insert(users).values({
    name: `Test User ${sequence}`,
    phone: `+2547${String(10_000_000 + sequence).slice(-8)}`,
    email: input.email ?? `user${sequence}-${randomBytes(3).toString('hex')}@example.test`,
    // One hash for every test user: argon2 is slow on purpose, and many tests need hundreds of customers.
    passwordHash: await (testPasswordHash ??= hashPassword('Mitumba#2024')),
    role: input.role ?? 'customer',
    status: input.status ?? 'active',
  }).returning();
  if (!row) throw new Error('insert failed');
  return row;
}
