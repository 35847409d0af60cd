import type { AuditListResponse } from '@mitumba/contracts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../db/schema/index.ts';
import { signedInCustomer, type TestContext } from '../../../test/app.ts';
import { stockOf } from '../../../test/checkout.ts';
import { insertProduct } from '../../../test/factories.ts';
import { startAdminTestApp, type AdminHeaders } from '../../../test/admin.ts';

let ctx: TestContext;
let admin: AdminHeaders;

beforeAll(async () => {
  ({ ctx, admin } = await startAdminTestApp());
});
afterAll(async () => ctx.close());

type Row = Record<string, string>;
const exported = async (): Promise<{ text: string; rows: Row[] }> => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/products/export.csv', headers: admin });
  expect(response.statusCode).toBe(200);
  return { text: response.body, rows: parse(response.body, { columns: true }) as Row[] };
};
const upload = (csv: string, headers: object = admin) => ctx.app.inject({
  method: 'POST', url: '/api/admin/products/import', headers: { ...headers, 'content-type': 'text/csv' } as Record<string, string>, payload: csv,
});
const toCsv = (rows: Row[]) => stringify(rows, { header: true, columns: Object.keys(rows[0] ?? {}) });
const productCount = async () => (await ctx.database.db.select({ n: count() }).from(products))[0];
const importAudits = async () => ((await ctx.app.inject({ method: 'GET', url: '/api/admin/audit?entity=product&limit=50', headers: admin })).json() as AuditListResponse)
  .entries.filter((entry) => entry.action === 'import');

describe('back office: catalogue CSV', () => {
  it('exports one row per product and weight, archived column included, and imports it back with 0 changes', async () => {
    const id = await insertProduct(ctx.database.db, { name: 'Ladies denim, "washed"', priceShillings: 1800, stock: { S: 2, M: 0 } });
    const { text, rows } = await exported();
    const mine = rows.filter((row) => row.name === 'Ladies denim, "washed"');
    expect(mine.map((row) => [row.weight, row.stock, row.price, row.archived])).toEqual([['S', '2', '1800', 'false'], ['M', '0', '1800', 'false']]);
    const response = await upload(text);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, created: 0, updated: 0, unchanged: rows.length / 2 });
    expect(await stockOf(ctx, id, 'S')).toBe(2);
  });

  it('refuses a file with bad lines listing each with its line number, and changes nothing', async () => {
    await insertProduct(ctx.database.db, { name: 'Kids hoodie', priceShillings: 900, stock: { M: 4 } });
    const { rows } = await exported();
    const before = await productCount();
    const edited = rows.map((row) => (row.name === 'Kids hoodie' ? { ...row, price: '950', stock: '10' } : row));
    const extra = [
      { ...rows[0], code: 'NEW-1', name: 'New bale', price: '-5', weight: '50kg' },
      { ...rows[0], code: 'NEW-2', name: 'Another', category: 'Pets', weight: '25kg' },
    ] as Row[];
    const response = await upload(toCsv([...edited, ...extra]));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/nothing was imported/);
    const badLine = edited.length + 2;
    expect(body.errors).toEqual([
      { line: badLine, message: `Line ${badLine}: price must be a number of shillings (at most two decimals), more than 0` },
      { line: badLine + 1, message: `Line ${badLine + 1}: category must be one of Men, Ladies, Kids` },
    ]);
    expect(await productCount()).toEqual(before);
    const again = await exported();
    expect(again.rows.find((row) => row.name === 'Kids hoodie')?.price).toBe('900');
  });

  it('creates, updates and leaves products, audited once each, and announces a restock only from 0', async () => {
    const soldOut = await insertProduct(ctx.database.db, { name: 'Sold out coat', priceShillings: 3000, stock: { L: 0 } });
    const { rows } = await exported();
    const edited = rows.map((row) => (row.name === 'Sold out coat' ? { ...row, stock: '5', price: '2800' } : row));
    const created = { ...rows[0], code: 'CSV-NEW-1', name: 'Fresh bale', description: '', price: '4500', category: 'Ladies', sub_category: 'Dresses', label: 'Brand New Label', banner: 'new arrival', bestseller: 'yes', weight: '45kg', stock: '3', archived: 'false' } as Row;
    const response = await upload(toCsv([...edited, created, { ...created, weight: '90kg', stock: '1' }]));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: 1, updated: 1, needImages: ['CSV-NEW-1'] });
    expect(response.json().message).toMatch(/needs images before showing in the shop/);
    expect(await stockOf(ctx, soldOut, 'L')).toBe(5);
    const audits = await importAudits();
    expect(audits.filter((entry) => entry.entityId === soldOut)).toEqual([
      expect.objectContaining({ before: expect.objectContaining({ price: 3000, stock: { l: 0 } }), after: expect.objectContaining({ price: 2800, stock: { l: 5 } }) }),
    ]);
    const newRows = (await exported()).rows.filter((row) => row.code === 'CSV-NEW-1');
    expect(newRows.map((row) => [row.weight, row.stock, row.label, row.bestseller])).toEqual([['45kg', '3', 'Brand New Label', 'true'], ['90kg', '1', 'Brand New Label', 'true']]);
  });

  it('tells the waitlist after the import commits when a sold-out weight comes back', async () => {
    const productId = await insertProduct(ctx.database.db, { name: 'Rare bale', stock: { '50KG': 0 } });
    const waiting = await signedInCustomer(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/order/waitlist', headers: waiting.headers, payload: { productDetails: { productId, weight: '50KG', quantity: 1 } } });
    const { rows } = await exported();
    expect((await upload(toCsv(rows.map((row) => (row.name === 'Rare bale' ? { ...row, stock: '4' } : row))))).statusCode).toBe(200);
    await ctx.app.outbox.drain();
    const list = (await ctx.app.inject({ url: '/api/order/waitlist/user', headers: waiting.headers })).json();
    expect(list.waitlist[0]).toMatchObject({ status: 'notified' });
  });

  it('runs two identical imports in parallel without doubling a product or an audit row', async () => {
    const { rows } = await exported();
    const file = toCsv([...rows, { ...rows[0], code: 'RACE-1', name: 'Race bale', weight: '10kg', stock: '7' } as Row]);
    const before = await productCount();
    const auditsBefore = (await importAudits()).length;
    const responses = await Promise.all([upload(file), upload(file)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(responses.map((response) => response.json().created).sort()).toEqual([0, 1]);
    expect(await productCount()).toEqual({ n: (before?.n ?? 0) + 1 });
    expect((await importAudits()).length).toBe(auditsBefore + 1);
  });

  it('accepts a multipart upload, refuses junk, other content and non-admins', async () => {
    const { text } = await exported();
    const boundary = 'mitumba-boundary';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="products.csv"\r\nContent-Type: text/csv\r\n\r\n${text}\r\n--${boundary}--\r\n`;
    const viaForm = await ctx.app.inject({ method: 'POST', url: '/api/admin/products/import', headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: multipart });
    expect(viaForm.statusCode).toBe(200);
    expect(viaForm.json().updated).toBe(0);
    expect((await upload('name,price\n"unterminated')).statusCode).toBe(400);
    expect((await upload('')).json().errors[0].message).toBe('Line 1: the file is empty');
    const json = await ctx.app.inject({ method: 'POST', url: '/api/admin/products/import', headers: admin, payload: { code: 'x' } });
    expect(json.statusCode).toBe(400);
    const customer = await signedInCustomer(ctx);
    expect((await upload(text, customer.headers)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/products/export.csv', headers: customer.headers })).statusCode).toBe(403);
  });
});
