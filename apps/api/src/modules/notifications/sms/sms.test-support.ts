import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { smsMessages, users } from '../../../db/schema/index.ts';
import { signedInCustomer, type SignedIn } from '../../../test/app.ts';
import { addToCart, orderPayload } from '../../../test/checkout.ts';
import { insertProduct } from '../../../test/factories.ts';
import type { SandboxedApp } from '../../orders/prompt-checkout.test-support.ts';

/** Real-HTTP helpers for the SMS tests: customers with a chosen number, orders paid on the sandbox phone, what was texted. */
export type EmulatedSms = { messageId: string | null; to: string; text: string; statusCode: number; delivery: string | null };

/** A customer whose account number is `phone` (+254…): a test number decides what Africa's Talking answers. */
export async function customerWithPhone(ctx: SandboxedApp, phone: string): Promise<SignedIn> {
  const customer = await signedInCustomer(ctx);
  await ctx.database.db.update(users).set({ phone }).where(eq(users.id, customer.user.id));
  return { ...customer, user: { ...customer.user, phone } };
}

/** The customer orders a bale and pays it by M-Pesa (the sandbox phone approves by itself); answers the order's ORD-… id. */
export async function paidMpesaOrder(ctx: SandboxedApp, customer: SignedIn): Promise<string> {
  const productId = await insertProduct(ctx.database.db, { name: `SMS Bale ${crypto.randomUUID().slice(0, 6)}`, priceShillings: 4200, stock: { '45KG': 2 } });
  await addToCart(ctx, customer, productId, '45KG');
  const payload = await orderPayload(ctx, customer);
  const response = await ctx.app.inject({ method: 'POST', url: '/api/order/mpesa/initiate', headers: customer.headers, payload: { ...payload, phone: '0712345678' } });
  expect(response.statusCode, response.body).toBe(200);
  await expect.poll(async () => (await ctx.app.services.orders.findByRef(payload.orderId))?.paymentStatus, { timeout: 5_000 }).toBe('paid');
  return payload.orderId;
}

/** The customer's SMS rows, oldest first, once the outbox ran what was due. */
export async function smsOf(ctx: SandboxedApp, userId: string) {
  await ctx.app.outbox.drain();
  return ctx.database.db.select().from(smsMessages).where(eq(smsMessages.userId, userId)).orderBy(smsMessages.createdAt);
}

/** Makes every queued outbox job due now (a retry's back-off over) and runs them. */
export async function runRetriesNow(ctx: SandboxedApp): Promise<void> {
  await ctx.database.db.execute(sql`UPDATE outbox_jobs SET run_after = now() WHERE state = 'queued'`);
  await ctx.app.outbox.drain();
}

/** What the emulator took for `phone` (+254…), newest first. */
export async function emulatorInbox(ctx: SandboxedApp, phone: string): Promise<EmulatedSms[]> {
  const response = await fetch(`${ctx.baseUrl}/sandbox/africastalking/__emulator/messages?phoneNumber=${encodeURIComponent(phone)}`);
  return ((await response.json()) as { messages: EmulatedSms[] }).messages;
}
