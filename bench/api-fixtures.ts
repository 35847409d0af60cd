/**
 * Child process of api.ts, run on the seeded database before the API starts (PGlite allows one process at a time):
 * signs up the people the write benchmarks need and writes them to a JSON file. Usage:
 *   node bench/api-fixtures.ts <out.json> <cashiers> <cart customers> <order customers>
 * with DATA_DIR / DATABASE_URL and JWT_SECRET as the API will have them (the sessions are the API's own).
 *
 * - cashiers: one per concurrent order placement (a cashier's code is good for one order);
 * - cart customers: signed in, empty carts, for the add-to-cart load;
 * - order customers: signed in, each with one unit of its own product weight in the cart, ready to pay in cash.
 */
import { writeFile } from 'node:fs/promises';
import { bulkDiscount, cartTotal } from '@mitumba/contracts';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { users } from '../apps/api/src/db/schema/index.ts';
import { createAuth } from '../apps/api/src/lib/auth.ts';
import { deriveKeys } from '../apps/api/src/lib/keys.ts';
import { hashPassword } from '../apps/api/src/lib/passwords.ts';
import { createCartRepo } from '../apps/api/src/modules/cart/cart.repo.ts';

export type StockedWeight = { productId: string; weight: string; stock: number; price: number };
export type OrderCustomer = { token: string; line: StockedWeight; amount: number; discount: number };
export type Fixtures = { cashierTokens: string[]; cartTokens: string[]; cartWeights: StockedWeight[]; orderCustomers: OrderCustomer[] };

const [outFile, cashierCount, cartCount, orderCount] = process.argv.slice(2);
const counts = [cashierCount, cartCount, orderCount].map(Number) as [number, number, number];
if (!outFile || counts.some((count) => !Number.isInteger(count) || count < 0)) {
  console.error('usage: node bench/api-fixtures.ts <out.json> <cashiers> <cart customers> <order customers>');
  process.exit(2);
}
const jwtSecret = process.env.JWT_SECRET;
if (!jwtSecret) throw new Error('JWT_SECRET must be set to the API’s secret');

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { db } = database;
try {
  const auth = createAuth(db, deriveKeys(jwtSecret)['session-tokens']);
  // One hash for all: argon2 is slow on purpose and these accounts never log in with a password.
  const passwordHash = await hashPassword('Mitumba#2024');
  let sequence = 0;
  async function signedIn(role: 'customer' | 'cashier', count: number): Promise<{ id: string; token: string }[]> {
    const people: { id: string; token: string }[] = [];
    for (let start = 0; start < count; start += 500) {
      const rows = Array.from({ length: Math.min(500, count - start) }, () => {
        sequence += 1;
        return { name: `Bench ${role} ${sequence}`, phone: `+2547${String(90_000_000 + sequence).slice(-8)}`, email: `bench-${role}-${sequence}@example.test`, passwordHash, role, status: 'active' as const };
      });
      for (const { id } of await db.insert(users).values(rows).returning({ id: users.id })) {
        people.push({ id, token: (await auth.startSession(id)).token });
      }
    }
    return people;
  }

  // Product weights in stock, spread over the catalogue (every weight of a product is its own cart line).
  type StockRow = { product_id: string; weight: string; quantity: number; price_cents: number };
  const result = await db.execute(sql`
    SELECT s.product_id, s.weight, s.quantity, p.price_cents
    FROM product_stock s JOIN products p ON p.id = s.product_id
    WHERE s.quantity >= 1 AND p.archived_at IS NULL
    ORDER BY md5(s.product_id::text || s.weight)`);
  const stocked = (result as unknown as { rows: StockRow[] }).rows
    .map((row): StockedWeight => ({ productId: row.product_id, weight: row.weight, stock: Number(row.quantity), price: Number(row.price_cents) / 100 }));
  const [cashiers, cartCustomers, orderPeople] = [await signedIn('cashier', counts[0]), await signedIn('customer', counts[1]), await signedIn('customer', counts[2])];
  if (stocked.length < orderPeople.length) throw new Error(`only ${stocked.length} product weights in stock for ${orderPeople.length} order customers`);

  // Each order customer gets its own product weight: no two orders compete for a unit, so every refusal is a fault.
  const cart = createCartRepo(db);
  const orderCustomers: OrderCustomer[] = [];
  for (const [index, person] of orderPeople.entries()) {
    const line = stocked[index] as StockedWeight;
    await cart.setQuantity(person.id, line.productId, line.weight, 1);
    const discount = bulkDiscount(1);
    orderCustomers.push({ token: person.token, line, amount: cartTotal(line.price, 0, discount), discount });
  }
  const fixtures: Fixtures = {
    cashierTokens: cashiers.map((person) => person.token),
    cartTokens: cartCustomers.map((person) => person.token),
    cartWeights: stocked.slice(orderPeople.length),
    orderCustomers,
  };
  await writeFile(outFile, JSON.stringify(fixtures));
} finally {
  await database.close();
}
