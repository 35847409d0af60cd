import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { orders, paymentAttempts } from '../../db/schema/index.ts';
import { insertUser } from '../../test/factories.ts';
import { addDays, nairobiDay, startOfNairobiDay } from '../admin/dashboard/nairobi-days.ts';

/** Test support: the shop's records of money received, as the payment core leaves them (an order and its paid attempt). */
export async function recordPaid(db: Db, input: {
  provider: string; amountCents: number; at: Date; providerRef?: string | null; receipt?: string | null; cashierId?: string;
}): Promise<{ orderRef: string; attemptId: string }> {
  const customer = await insertUser(db);
  const orderRef = `ORD-TEST-${randomBytes(4).toString('hex')}`;
  const [order] = await db.insert(orders).values({
    orderRef, userId: customer.id, paymentMethod: input.provider, awaitsOnlinePayment: false, paymentStatus: 'paid',
    subtotalCents: input.amountCents, amountCents: input.amountCents, stockHeld: false, paidAt: input.at, securityCodeCashierId: input.cashierId ?? null,
  }).returning({ id: orders.id });
  const [attempt] = await db.insert(paymentAttempts).values({
    orderId: order!.id, provider: input.provider, providerRef: input.providerRef ?? null, receipt: input.receipt ?? null, state: 'paid',
    amountCents: input.amountCents, callbackTokenHash: randomUUID(), settledAt: input.at, createdAt: input.at, updatedAt: input.at,
  }).returning({ id: paymentAttempts.id });
  return { orderRef, attemptId: attempt!.id };
}

/** A Nairobi day `daysAgo` before today, and a time on it (`hours` after its midnight, Nairobi). */
export function pastDay(daysAgo: number) {
  const date = addDays(nairobiDay(new Date()), -daysAgo);
  return { date, at: (hours: number) => new Date(startOfNairobiDay(date).getTime() + hours * 3_600_000) };
}

/** Posts a statement test control to an emulator (`/__emulator/statement[/{reference}]`). */
export async function statementControl(emulator: string, body: Record<string, unknown>, reference?: string) {
  const response = await fetch(`${emulator}/__emulator/statement${reference ? `/${encodeURIComponent(reference)}` : ''}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`statement control refused: ${await response.text()}`);
  return response.json() as Promise<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the emulators' answers, read loosely
}
