import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema/index.ts';
import { startCheckoutApp, type SandboxedApp } from '../orders/prompt-checkout.test-support.ts';
import { customerWithPhone, paidMpesaOrder, smsOf } from './sms/sms.test-support.ts';

let ctx: SandboxedApp;

beforeAll(async () => {
  ctx = await startCheckoutApp();
});
afterAll(async () => ctx.close());

/** A customer (own number) whose account remembers `language` (null: never chose), who then pays an M-Pesa order. */
async function paidOrderOf(phone: string, language: 'en' | 'sw' | null) {
  const customer = await customerWithPhone(ctx, phone);
  await ctx.database.db.update(users).set({ language }).where(eq(users.id, customer.user.id));
  const orderRef = await paidMpesaOrder(ctx, customer);
  const order = (await ctx.app.services.orders.findByRef(orderRef))!;
  const texts = (await smsOf(ctx, customer.user.id)).map((row) => ({ text: row.text, parts: row.parts }));
  const mails = await ctx.database.db.select().from(mailOutbox);
  const mail = mails.find((row) => row.subject.includes(orderRef));
  return { order, orderRef, texts, mail };
}

describe('SMS and order e-mails in the customer\'s language', () => {
  it('texts and mails a customer whose account language is Kiswahili in Kiswahili', async () => {
    const { order, orderRef, texts, mail } = await paidOrderOf('+254711000401', 'sw');
    expect(texts).toEqual([
      { text: `Mitumba: tumepokea oda yako ${order.reference}, Ksh 4,200. Tutakutumia SMS ikishalipwa.`, parts: 1 },
      { text: `Mitumba: malipo ya Ksh 4,200 ya oda ${order.reference} yamepokelewa. Asante! Tutakutumia SMS oda ikitoka dukani.`, parts: 1 },
    ]);
    expect(mail?.subject).toBe(`Malipo ya ${orderRef} yamepokelewa`);
    expect(mail?.text).toContain(`Asante kwa oda yako ${orderRef}. Tumepokea malipo yako ya Ksh 4,200.00 (M-Pesa).`);
  });

  it.each([['English', 'en'], ['never chosen', null]] as const)('texts and mails in English when the account language is %s', async (_case, language) => {
    const phone = language ? '+254711000402' : '+254711000403';
    const { order, orderRef, texts, mail } = await paidOrderOf(phone, language);
    expect(texts[1]?.text).toBe(`Mitumba: payment of Ksh 4,200 for order ${order.reference} received. Thank you! We will text you when it leaves the shop.`);
    expect(mail?.subject).toBe(`Payment received for ${orderRef}`);
    expect(mail?.text).toContain(`Thank you for your order ${orderRef}. We have received your payment of Ksh 4,200.00 (M-Pesa).`);
  });
});
