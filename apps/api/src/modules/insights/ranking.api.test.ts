import type { RankingResponse } from '@mitumba/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, startTestApp, type SignedIn, type TestContext } from '../../test/app.ts';
import { cashierOf } from '../../test/checkout.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';
import { orderPlacer } from './test-orders.ts';

let ctx: TestContext;
let place: ReturnType<typeof orderPlacer>;
let me: SignedIn;

const thisYear = new Date(Date.now() + 3 * 3600_000).getUTCFullYear();
const year = thisYear - 1;
/** An instant given in Nairobi wall-clock time (UTC+3). */
const nairobi = (month: number, day: number, time = '12:00:00') =>
  new Date(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T${time}+03:00`);

const ranking = (headers: Record<string, string>, query: string) => ctx.app.inject({ method: 'GET', url: `/api/order/ranking?${query}`, headers });
const march = () => ranking(me.headers, `month=3&year=${year}`);

/** A customer's delivered order of `shillings`, delivered at `at`, with these delivery details. */
async function delivered(customer: SignedIn, shillings: number, at: Date, address: Record<string, string>): Promise<void> {
  const productId = await insertProduct(ctx.database.db, { priceShillings: shillings, stock: { M: 5 } });
  const orderRef = await place.paidOrder(customer, [productId], address);
  await place.deliver(customer, orderRef, at);
}

const person = (firstName: string, lastName: string, email: string, phone: string) => ({ firstName, lastName, email, phone });
const others = {
  zawadi: person('Zawadi', 'Njeri', 'zawadi.njeri@example.test', '0722000111'),
  shared: person('Baraka', 'Mwangi', 'family.mwangi@example.test', '0733000222'),
  sharedToo: person('Chebet', 'Mwangi', 'Family.Mwangi@example.test', '0744000333'),
  phoneOnly: person('Daudi', 'Kiprono', '', '0755 123 456'),
  phoneOnlyIntl: person('Daudi', 'Kiprono', '', '+254755123456'),
  undelivered: person('Esther', 'Wambui', 'esther.wambui@example.test', '0766000444'),
  lateNight: person('Faraji', 'Ochieng', 'faraji.ochieng@example.test', '0777000555'),
  nextMonth: person('Gathoni', 'Muthoni', 'gathoni.muthoni@example.test', '0788000666'),
};
const mine = person('Amani', 'Otieno', 'amani.otieno@example.test', '0711000999');

beforeAll(async () => {
  ctx = await startTestApp();
  await ensureCatalogBasics(ctx.database.db);
  place = orderPlacer(ctx, await cashierOf(ctx));
  me = await signedInCustomer(ctx);
  const customer = () => signedInCustomer(ctx);

  await delivered(me, 1234, nairobi(3, 2), mine);
  await delivered(me, 2111, nairobi(3, 20), mine);                         // me: 3,345 in 2 orders
  await delivered(await customer(), 5432, nairobi(3, 10), others.zawadi);   // 5,432: Champion
  await delivered(await customer(), 2345, nairobi(3, 5), others.shared);    // two accounts, one e-mail:
  await delivered(await customer(), 2222, nairobi(3, 6), others.sharedToo); // 4,567: Runner Up
  const daudi = await customer();
  await delivered(daudi, 1501, nairobi(3, 7), others.phoneOnly);            // one phone, two spellings:
  await delivered(daudi, 1502, nairobi(3, 8), others.phoneOnlyIntl);        // 3,003: 4th
  // Paid, never delivered: not counted, however large.
  const esther = await customer();
  await place.paidOrder(esther, [await insertProduct(ctx.database.db, { priceShillings: 9876, stock: { M: 5 } })], others.undelivered);
  // The month in Nairobi: 1 March 00:00 and 31 March 23:59:59 count, 1 April 00:00 does not.
  await delivered(await customer(), 3456, nairobi(3, 1, '00:00:00'), others.lateNight);
  await delivered(await customer(), 3999, nairobi(3, 31, '23:59:59'), others.lateNight);
  await delivered(await customer(), 8765, nairobi(4, 1, '00:00:00'), others.nextMonth);
});
afterAll(async () => ctx.close());

describe('GET /api/order/ranking', () => {
  it('ranks customers by their delivered orders of the Nairobi month, grouped by e-mail, else phone, with the labels', async () => {
    const response = await march();
    expect(response.statusCode).toBe(200);
    const body = response.json() as RankingResponse;
    expect(body.ranking.map((row) => [row.position, row.label, row.name, row.isYou])).toEqual([
      [1, 'Champion', 'F*****', false],   // Faraji: 3,456 + 3,999 on the month's first and last second
      [2, 'Runner Up', 'Z*****', false],  // Zawadi: 5,432
      [3, 'Top 3', 'C*****', false],      // the Mwangi e-mail of two accounts: 2,345 + 2,222, named by the latest order
      [4, null, 'Amani Otieno', true],
      [5, null, 'D*****', false],         // Daudi's one phone written two ways: 3,003
    ]);
    expect(body.ranking[0]).toEqual({ isYou: false, position: 1, label: 'Champion', name: 'F*****', totalAtLeast: 7000 });
  });

  it("shows the viewer's own row in full, and nothing of anyone else's name, contact or exact total", async () => {
    const body = (await march()).json() as RankingResponse;
    const own = { isYou: true, position: 4, label: null, name: 'Amani Otieno', email: mine.email, phone: mine.phone, total: 3345, orderCount: 2 };
    expect(body.ranking[3]).toEqual(own);
    expect(body.you).toEqual(own);

    const text = (await march()).body;
    for (const someone of Object.values(others)) {
      for (const secret of [someone.firstName, someone.lastName, someone.email, someone.phone].filter(Boolean)) {
        expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
      }
    }
    for (const total of ['7455', '7,455', '5432', '5,432', '4567', '4,567', '3003', '3,003', '9876']) expect(text).not.toContain(total);
    expect(text).not.toContain('755123456');
  });

  it('moves an order delivered at midnight on 1 April (Nairobi) into April', async () => {
    const body = (await ranking(me.headers, `month=4&year=${year}`)).json() as RankingResponse;
    expect(body.ranking).toEqual([{ isYou: false, position: 1, label: 'Champion', name: 'G*****', totalAtLeast: 8000 }]);
    expect(body.you).toBeNull();
  });

  it("gives the viewer's position when they are outside the top 10", async () => {
    const month = 6;
    for (let i = 0; i < 10; i += 1) {
      await delivered(await signedInCustomer(ctx), 2000 + i, nairobi(month, 10), person(`Other${i}`, 'Customer', `other${i}@example.test`, `07990000${String(i).padStart(2, '0')}`));
    }
    await delivered(me, 1500, nairobi(month, 11), mine);
    const body = (await ranking(me.headers, `month=${month}&year=${year}`)).json() as RankingResponse;
    expect(body.ranking).toHaveLength(10);
    expect(body.ranking.every((row) => !row.isYou)).toBe(true);
    expect(body.you).toMatchObject({ isYou: true, position: 11, total: 1500, name: 'Amani Otieno' });
  });

  it('needs a login and a month of the last 4 years', async () => {
    expect((await ranking({}, `month=3&year=${year}`)).statusCode).toBe(401);
    for (const query of [`month=3&year=${thisYear - 4}`, `month=3&year=${thisYear + 1}`, `month=13&year=${year}`, `month=0&year=${year}`, `year=${year}`]) {
      const response = await ranking(me.headers, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ success: false, message: expect.any(String) });
    }
    expect((await ranking(me.headers, `month=1&year=${thisYear - 3}`)).statusCode).toBe(200);
  });
});
