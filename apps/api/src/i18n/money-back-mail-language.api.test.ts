import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { paidOrder } from '../modules/after-sale/after-sale.test-support.ts';
import { startAdminTestApp, type AdminCall } from '../test/admin.ts';
import { startTestAppWithMail } from '../test/app.ts';

let ctx: Awaited<ReturnType<typeof startTestAppWithMail>>;
let call: AdminCall;

beforeAll(async () => {
  ({ ctx, call } = await startAdminTestApp(() => startTestAppWithMail()));
});
afterAll(async () => ctx.close());

/** A cash order of `language`'s customer, cancelled by them before dispatch, then its cash handed back by the shop. */
async function cancelledAndHandedBack(language: 'en' | 'sw') {
  const order = await paidOrder(ctx, { priceShillings: 800 });
  const { email } = order.customer.user;
  await ctx.database.db.update(users).set({ language }).where(eq(users.id, order.customer.user.id));
  // The request's language is not the account's: the mails follow the account.
  const headers = { ...order.customer.headers, cookie: `lang=${language === 'sw' ? 'en' : 'sw'}` };
  const cancelled = await ctx.app.inject({ method: 'POST', url: `/api/order/${encodeURIComponent(order.orderRef)}/cancel`, headers, payload: {} });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  await ctx.app.outbox.drain();
  const cancelMail = await ctx.sink.waitFor((mail) => mail.to.includes(email) && mail.subject.includes(order.orderRef));

  const [refund] = (await call('GET', `/api/admin/orders/${order.orderRef}/refunds`)).json().refunds as { id: string }[];
  expect((await call('POST', `/api/admin/refunds/${refund!.id}/hand-back`, undefined, { note: 'Cash handed to the customer at the counter' })).statusCode).toBe(200);
  await ctx.app.outbox.drain();
  const refundMail = await ctx.sink.waitFor((mail) => mail.to.includes(email) && mail.subject.includes(order.orderRef) && mail !== cancelMail);
  return { order, cancelMail, refundMail };
}

describe('the money-back e-mails in the customer\'s language', () => {
  it('a Kiswahili account: the early cancellation and the refund sent, in Kiswahili', async () => {
    const { order, cancelMail, refundMail } = await cancelledAndHandedBack('sw');
    const ref = order.orderRef;
    expect(cancelMail.subject).toBe(`Oda ${ref} imeghairiwa: utarudishiwa Ksh 800.00`);
    expect(cancelMail.text).toContain(`Oda yako ${ref} imeghairiwa kama ulivyoomba. Hakuna kitakachotumwa.`);
    expect(cancelMail.text).toContain('Tunakurudishia Ksh 800.00:');
    expect(cancelMail.text).toContain('Ksh 800.00 (Cash) kwa pesa taslimu, utarudishiwa dukani.');
    expect(cancelMail.text).toContain('Pesa hukufikia ndani ya siku 7 za kazi');
    expect(cancelMail.html).toContain('Angalia oda');
    expect(cancelMail.text).not.toMatch(/Hello|refund/i);

    expect(refundMail.subject).toBe(`Umerudishiwa pesa ya oda ${ref}`);
    expect(refundMail.text).toContain(`Habari ${order.customer.user.name},`);
    expect(refundMail.text).toMatch(/Marejesho ya Ksh 800\.00 kwako kwa pesa taslimu dukani: umerudishiwa na duka tarehe \d{4}-\d{2}-\d{2}\./);
    expect(refundMail.html).toContain(`>Oda ${ref}</a>`);
  });

  it('an English account: both as they always were', async () => {
    const { order, cancelMail, refundMail } = await cancelledAndHandedBack('en');
    const ref = order.orderRef;
    expect(cancelMail.subject).toBe(`Order ${ref} cancelled: Ksh 800.00 refund`);
    expect(cancelMail.text).toContain(`Your order ${ref} is cancelled, as you asked. Nothing will be sent.`);
    expect(cancelMail.text).toContain('Ksh 800.00 (Cash) to cash, handed back at the shop.');
    expect(refundMail.subject).toBe(`Your refund for order ${ref} was sent`);
    expect(refundMail.text).toMatch(/Refund of Ksh 800\.00 to you in cash at the shop: handed back on \d{4}-\d{2}-\d{2}\./);
    expect(refundMail.html).toContain(`>Order ${ref}</a>`);
  });
});
