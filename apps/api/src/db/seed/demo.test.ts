import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { categories as categoryNames, isValidProductImage, PLACEHOLDER_FILE_ID } from '@mitumba/contracts';
import { verifyPassword } from '../../lib/passwords.ts';
import { createLocalStorage } from '../../lib/storage/local.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KENYA_COUNTIES } from '@mitumba/contracts';
import { coupons, deliveryOptions, priceOffers } from '../schema/index.ts';
import { openPglite, type Database } from '../client.ts';
import { banners, categories, productImages, products, productStock, users } from '../schema/index.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

describe('seedDemo', () => {
  let database: Database;
  let storage: Storage;
  let mediaDir: string;
  let firstRun: { seeded: boolean; products: number };

  beforeAll(async () => {
    database = await openPglite(undefined);
    await database.migrate();
    mediaDir = await mkdtemp(path.join(tmpdir(), 'mitumba-seed-'));
    storage = createLocalStorage(mediaDir);
    firstRun = await seedDemo(database.db, storage);
  });

  afterAll(async () => {
    await database?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  const allProducts = () => database.db.select().from(products);
  const allImages = () => database.db.select().from(productImages);

  it('seeds at least 80 products in all three categories', async () => {
    const rows = await allProducts();
    expect(firstRun).toEqual({ seeded: true, products: rows.length });
    expect(rows.length).toBeGreaterThanOrEqual(80);
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(categoryNames));
    const categoryRows = await database.db.select().from(categories);
    expect(categoryRows.map((row) => row.name).sort()).toEqual([...categoryNames].sort());
  });

  it('gives every product a unique code and prices in whole shillings', async () => {
    const rows = await allProducts();
    expect(new Set(rows.map((row) => row.code)).size).toBe(rows.length);
    expect(rows.every((row) => row.priceCents > 0 && row.priceCents % 100 === 0)).toBe(true);
  });

  it('has sold-out, one-of-a-kind and low stock as well as plenty', async () => {
    const quantities = new Set((await database.db.select().from(productStock)).map((row) => row.quantity));
    expect(quantities.has(0)).toBe(true);
    expect(quantities.has(1)).toBe(true);
    expect([2, 3, 4].some((quantity) => quantities.has(quantity))).toBe(true);
    expect([...quantities].some((quantity) => quantity > 5)).toBe(true);
  });

  it('keeps one stock row per weight, keyed by the lower-cased weight', async () => {
    const stock = await database.db.select().from(productStock);
    for (const product of await allProducts()) {
      const keys = stock.filter((row) => row.productId === product.id).map((row) => row.weight).sort();
      expect(keys).toEqual(product.weights.map((weight) => weight.toLowerCase()).sort());
    }
  });

  it('gives every product a valid image except exactly one, and includes the invalid rows', async () => {
    const images = await allImages();
    const rows = await allProducts();
    const withoutValidImage = rows.filter((product) =>
      !images.some((image) => image.productId === product.id && isValidProductImage(image)));
    expect(withoutValidImage).toHaveLength(1);
    const placeholderRows = images.filter((image) => image.fileId === PLACEHOLDER_FILE_ID);
    expect(placeholderRows.length).toBe(3);
    expect(placeholderRows.every((image) => image.url !== '')).toBe(true);
    expect(images.filter((image) => image.url === '')).toHaveLength(1);
  });

  it('stores every valid image it points to', async () => {
    const valid = (await allImages()).filter(isValidProductImage);
    const keys = new Set(valid.map((image) => image.url.replace(/^\/media\//, '')));
    for (const key of keys) expect(await storage.exists(key)).toBe(true);
  });

  it('keeps total_stock and has_valid_image in step through the triggers', async () => {
    const stock = await database.db.select().from(productStock);
    const rows = await allProducts();
    for (const product of rows) {
      const sum = stock.filter((row) => row.productId === product.id).reduce((total, row) => total + row.quantity, 0);
      expect(product.totalStock).toBe(sum);
    }
    const hidden = rows.filter((product) => !product.hasValidImage);
    expect(hidden).toHaveLength(1);
    const hiddenImages = (await allImages()).filter((image) => image.productId === hidden[0]?.id);
    expect(hiddenImages.map((image) => image.fileId)).toEqual([PLACEHOLDER_FILE_ID]);
  });

  it('flags about a dozen bestsellers across all categories', async () => {
    const bestsellers = (await allProducts()).filter((product) => product.bestseller);
    expect(bestsellers.length).toBeGreaterThanOrEqual(10);
    expect(new Set(bestsellers.map((product) => product.category)).size).toBe(3);
  });

  it('adds four banners whose labels match product labels', async () => {
    const bannerRows = await database.db.select().from(banners);
    expect(bannerRows.map((banner) => banner.position).sort()).toEqual([0, 1, 2, 3]);
    const productLabels = new Set((await allProducts()).map((product) => product.label));
    for (const banner of bannerRows) {
      expect(productLabels.has(banner.label)).toBe(true);
      expect(await storage.exists(banner.imageUrl.replace(/^\/media\//, ''))).toBe(true);
    }
  });

  it('creates the admin, cashier and customer accounts, active, with the demo password', async () => {
    const accounts = await database.db.select().from(users);
    const roleByEmail = Object.fromEntries(accounts.map((user) => [user.email, user.role]));
    expect(roleByEmail).toEqual({
      'admin@mitumba.test': 'admin', 'cashier@mitumba.test': 'cashier', 'wanjiku@mitumba.test': 'customer',
    });
    expect(accounts.every((user) => user.status === 'active')).toBe(true);
    expect(await verifyPassword(accounts[0]?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it('gives the demo customer an accepted, a rejected and a pending offer on clearance items', async () => {
    const offers = await database.db.select().from(priceOffers);
    expect(offers.map((offer) => offer.status).sort()).toEqual(['accepted', 'pending', 'rejected']);
    const accepted = offers.find((offer) => offer.status === 'accepted');
    expect(accepted?.expiresAt?.getTime()).toBeGreaterThan(Date.now());
  });

  it('adds coupons to try at checkout, one of them expired', async () => {
    const rows = await database.db.select().from(coupons);
    expect(rows.map((row) => row.code).sort()).toEqual(['BALE500', 'KARIBU10', 'MADARAKA15']);
    expect(rows.filter((row) => row.expiresAt && row.expiresAt < new Date()).map((row) => row.code)).toEqual(['MADARAKA15']);
  });

  it('adds free pickup points in Nairobi and paid door delivery to Nairobi, Mombasa and Kisumu, in official county names', async () => {
    const rows = await database.db.select().from(deliveryOptions);
    const of = (county: string, kind: string) => rows.filter((row) => row.county === county && row.kind === kind);
    expect(of('Nairobi', 'pickup').length).toBeGreaterThanOrEqual(2);
    expect(of('Nairobi', 'pickup').every((row) => row.feeCents === 0 && row.place)).toBe(true);
    for (const county of ['Nairobi', 'Mombasa', 'Kisumu']) expect(of(county, 'door').every((row) => row.feeCents > 0)).toBe(true);
    expect(of('Mombasa', 'door')).toHaveLength(1);
    expect(rows.every((row) => (KENYA_COUNTIES as readonly string[]).includes(row.county) && row.enabled)).toBe(true);
  });

  it('does nothing when run a second time', async () => {
    const before = (await allProducts()).length;
    expect(await seedDemo(database.db, storage)).toEqual({ seeded: false, products: 0 });
    expect((await allProducts()).length).toBe(before);
    expect(await database.db.select().from(users)).toHaveLength(3);
  });
});
