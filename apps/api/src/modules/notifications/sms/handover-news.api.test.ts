import { formatCollectBy } from '@mitumba/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/schema/index.ts';
import { startAdminTestApp } from '../../../test/admin.ts';
import { courierIdOf } from '../../../test/couriers.ts';
import { nairobiDay } from '../../admin/dashboard/nairobi-days.ts';
import { startCheckoutApp, type SandboxedApp } from '../../orders/prompt-checkout.test-support.ts';
import { customerWithPhone, emulatorInbox, paidMpesaOrder, smsOf } from './sms.test-support.ts';

/**
 * The dispatched and ready-for-collection news, by SMS through the Africa's Talking emulator and by e-mail (the demo
 * shop with its sandbox has no SMTP: its mail is kept in the mail outbox, once per cause).
 */
let ctx: SandboxedApp;
let call: Awaited<ReturnType<typeof startAdminTestApp>>['call'];

beforeAll(async () => {
  ({ ctx, call } = await startAdminTestApp(() => startCheckoutApp()));
});
afterAll(async () => ctx.close());

/** The mails with this subject once the outbox ran what was due. */
async function mailsTitled(subject: string) {
  await ctx.app.outbox.drain();
  return ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
}

const newsOf = (rows: { causeKey: string; text: string }[], cause: string) => rows.filter((row) => row.causeKey.startsWith(`${cause}:`));

describe('an order on its way, told once by SMS and e-mail', () => {
  it('dispatched with G4S: one SMS part with the courier, tracking number and reference, and one e-mail with the tracking link', async () => {
    const customer = await customerWithPhone(ctx, '+254711000401');
    const orderRef = await paidMpesaOrder(ctx, customer);
    const order = await ctx.app.services.orders.findByRef(orderRef);
    const body = { courier: await courierIdOf(ctx.database.db, 'G4S'), trackingNumber: 'G4S-88120' };
    const responses = await Promise.all([1, 2].map(() => call('POST', `/api/admin/orders/${orderRef}/dispatch`, undefined, body)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);

    const rows = await smsOf(ctx, customer.user.id);
    const expected = `Mitumba: order ${order!.reference} is on its way with G4S, tracking no. G4S-88120. Track it from your order page.`;
    expect(newsOf(rows, 'order-dispatched')).toEqual([expect.objectContaining({ text: expected, parts: 1, status: 'sent' })]);
    expect((await emulatorInbox(ctx, '+254711000401')).filter((sms) => sms.text === expected)).toHaveLength(1);

    const mails = await mailsTitled(`Order ${order!.reference} is on its way`);
    // To the delivery address's e-mail, as the order e-mails go.
    expect(mails).toEqual([expect.objectContaining({ to: 'wanjiku@example.test' })]);
    expect(mails[0]!.text).toContain('It is with G4S, tracking number G4S-88120.');
    expect(mails[0]!.html).toContain('https://courier.g4s.co.ke/track?waybill=G4S-88120');
  });

  it('ready for collection: one SMS with where and until when, and one e-mail', async () => {
    const customer = await customerWithPhone(ctx, '+254711000402');
    const orderRef = await paidMpesaOrder(ctx, customer);
    const order = await ctx.app.services.orders.findByRef(orderRef);
    const collectBy = nairobiDay(new Date(Date.now() + 2 * 86_400_000));
    const body = { place: 'Gikomba Market, stall 14', collectBy };
    const responses = await Promise.all([1, 2].map(() => call('POST', `/api/admin/orders/${orderRef}/ready-for-collection`, undefined, body)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);

    const expected = `Mitumba: order ${order!.reference} is ready for collection at Gikomba Market, stall 14. Collect it by ${formatCollectBy(collectBy)} and quote ${order!.reference}.`;
    expect(newsOf(await smsOf(ctx, customer.user.id), 'order-ready-for-collection')).toEqual([expect.objectContaining({ text: expected, parts: 1, status: 'sent' })]);
    expect((await emulatorInbox(ctx, '+254711000402')).filter((sms) => sms.text === expected)).toHaveLength(1);

    const mails = await mailsTitled(`Order ${order!.reference} is ready for collection`);
    // To the delivery address's e-mail, as the order e-mails go.
    expect(mails).toEqual([expect.objectContaining({ to: 'wanjiku@example.test' })]);
    expect(mails[0]!.text).toContain('ready for collection at Gikomba Market, stall 14.');
    expect(mails[0]!.text).toContain(`Please collect it by ${formatCollectBy(collectBy)}`);
  });
});
