import { describe, expect, it } from 'vitest';
import type { paymentEvents } from '../../db/schema/index.ts';
import type { AttemptRow } from '../payments/payments.service.ts';
import { orderTimeline } from './order-timeline.ts';

/** A deposit order's story in shopper's words, from the rows the payment core records (spec 2 §5). */
type EventRow = typeof paymentEvents.$inferSelect;
const placedAt = new Date('2026-11-20T08:00:00.000Z');
const minutes = (n: number) => new Date(placedAt.getTime() + n * 60_000);
const order = { createdAt: placedAt, dispatchedAt: null, deliveredAt: null };

function attempt(id: string, fields: Partial<AttemptRow>): AttemptRow {
  return {
    id, orderId: 'order-1', provider: 'mpesa', providerRef: null, state: 'pending', amountCents: 300_000, purpose: 'deposit', phone: null,
    callbackTokenHash: `hash-${id}`, resultCode: null, resultMessage: null, receipt: null, queryCount: 0, lastQueriedAt: null, settledAt: null,
    createdAt: placedAt, updatedAt: placedAt, ...fields,
  };
}

let eventCount = 0;
function event(of: AttemptRow, at: Date, fields: Partial<EventRow>): EventRow {
  eventCount += 1;
  return {
    id: `event-${eventCount}`, attemptId: of.id, provider: of.provider, source: 'callback', dedupeKey: `key-${eventCount}`, state: null,
    decision: 'applied', note: null, payload: null, actorId: null, createdAt: at, ...fields,
  };
}
const texts = (attempts: AttemptRow[], events: EventRow[]) => orderTimeline(order, { attempts, events }).map((step) => [step.kind, step.text]);

describe('the timeline of a deposit order', () => {
  it('tells the deposit and each payment towards the balance with its method, and a declined one as leaving the balance', () => {
    const deposit = attempt('a-1', { phone: '+254712345678', state: 'paid', receipt: 'SKD1A2B3C4' });
    const declined = attempt('a-2', { provider: 'tinypesa', purpose: 'balance', amountCents: 100_000, phone: '+254712345678', state: 'failed' });
    const balance = attempt('a-3', { provider: 'tinypesa', purpose: 'balance', amountCents: 100_000, phone: '+254712345678', state: 'paid' });
    const events = [
      event(deposit, minutes(0), { source: 'initiate', state: 'pending', decision: 'noted' }),
      event(deposit, minutes(1), { state: 'paid' }),
      event(declined, minutes(10), { source: 'initiate', state: 'pending', decision: 'noted' }),
      event(declined, minutes(11), { state: 'failed', note: 'Transaction declined by user' }),
      // A repeat of the same callback is not news.
      event(declined, minutes(11), { state: 'failed', decision: 'ignore' }),
      event(balance, minutes(20), { source: 'initiate', state: 'pending', decision: 'noted' }),
      event(balance, minutes(21), { state: 'paid', decision: 'apply' }),
    ];
    expect(texts([deposit, declined, balance], events)).toEqual([
      ['placed', 'Order placed'],
      ['prompt', 'M-Pesa payment request for your deposit of ksh 3,000 sent to +254712345678'],
      ['paid', 'Deposit of ksh 3,000 paid by M-Pesa, receipt SKD1A2B3C4'],
      ['prompt', 'TinyPesa payment request for ksh 1,000 towards the balance sent to +254712345678'],
      ['declined', 'The payment of ksh 1,000 towards the balance by TinyPesa did not go through: your balance is unchanged'],
      ['prompt', 'TinyPesa payment request for ksh 1,000 towards the balance sent to +254712345678'],
      ['paid', 'ksh 1,000 paid towards the balance by TinyPesa'],
    ]);
  });

  it('waits for a bank transfer, then tells it confirmed by the shop; a cash deposit is paid at once', () => {
    const bank = attempt('b-1', { provider: 'sidian', state: 'paid', amountCents: 250_000, purpose: 'balance' });
    const cash = attempt('b-0', { provider: 'cash', state: 'paid', amountCents: 400_000 });
    const events = [
      event(cash, minutes(0), { source: 'initiate', state: 'paid', note: 'Deposit paid in cash at the counter' }),
      event(bank, minutes(5), { source: 'initiate', state: 'pending', note: 'Towards the balance: waiting for the paybill transfer' }),
      event(bank, minutes(90), { source: 'manual', state: 'paid', decision: 'apply', actorId: 'admin-1', note: 'Paybill transfer received' }),
    ];
    expect(texts([cash, bank], events).slice(1)).toEqual([
      ['paid', 'Deposit of ksh 4,000 paid in cash'],
      ['awaiting', 'Waiting for your bank transfer of ksh 2,500 towards the balance'],
      ['confirmed', 'ksh 2,500 towards the balance confirmed by the shop'],
    ]);
  });

  it('tells a bank deposit waiting, a balance request that expired, and an order the shop cancelled with money in', () => {
    const deposit = attempt('c-1', { provider: 'sidian', state: 'paid', amountCents: 500_000 });
    const expired = attempt('c-2', { provider: 'lipia', purpose: 'balance', amountCents: 200_000, phone: '+254700111222', state: 'expired' });
    const called = attempt('c-3', { provider: 'sidian', purpose: 'balance', amountCents: 200_000, state: 'cancelled' });
    const events = [
      event(deposit, minutes(0), { source: 'initiate', state: 'pending' }),
      event(deposit, minutes(30), { source: 'manual', state: 'paid', decision: 'apply', actorId: 'admin-1' }),
      event(expired, minutes(40), { source: 'initiate', state: 'pending', decision: 'noted' }),
      event(expired, minutes(46), { source: 'expiry', state: 'expired', decision: 'apply' }),
      event(called, minutes(50), { source: 'initiate', state: 'pending' }),
      event(called, minutes(60), { source: 'manual', state: 'cancelled', decision: 'apply', actorId: 'admin-1', note: 'Cancelled by the shop: out of stock' }),
      event(deposit, minutes(60), { source: 'manual', state: 'paid', decision: 'flag', dedupeKey: `hand-back:${deposit.id}`, note: 'Order … hand back' }),
      // Another flag (an over-payment under review) stays off the shopper's timeline.
      event(deposit, minutes(61), { source: 'manual', state: 'paid', decision: 'flag', dedupeKey: `over-paid:${deposit.id}` }),
    ];
    expect(texts([deposit, expired, called], events).slice(1)).toEqual([
      ['awaiting', 'Waiting for your bank transfer of ksh 5,000 for the deposit'],
      ['confirmed', 'Deposit of ksh 5,000 confirmed by the shop'],
      ['prompt', 'Lipia payment request for ksh 2,000 towards the balance sent to +254700111222'],
      ['expired', 'The payment of ksh 2,000 towards the balance by Lipia did not go through: your balance is unchanged'],
      ['awaiting', 'Waiting for your bank transfer of ksh 2,000 towards the balance'],
      ['cancelled', 'The payment of ksh 2,000 towards the balance was called off by the shop'],
      ['cancelled', 'The order was cancelled: the ksh 5,000 you paid for the deposit will be handed back to you'],
    ]);
  });

  it('keeps the full-payment wording for an order paid at once', () => {
    const full = attempt('d-1', { purpose: 'full', phone: '+254712345678', state: 'paid', amountCents: 650_000, receipt: 'SKF9Z8Y7X6' });
    const events = [event(full, minutes(0), { source: 'initiate', state: 'pending', decision: 'noted' }), event(full, minutes(1), { state: 'paid' })];
    expect(texts([full], events).slice(1)).toEqual([
      ['prompt', 'M-Pesa payment request for ksh 6,500 sent to +254712345678'],
      ['paid', 'Paid ksh 6,500 with M-Pesa, receipt SKF9Z8Y7X6'],
    ]);
  });

  it('tells the same story in Kiswahili, with the shop\'s dispatch and collection, when asked for it', () => {
    const deposit = attempt('e-1', { provider: 'sidian', state: 'paid', amountCents: 500_000 });
    const balance = attempt('e-2', { purpose: 'balance', amountCents: 200_000, phone: '+254700111222', state: 'failed' });
    const events = [
      event(deposit, minutes(0), { source: 'initiate', state: 'pending' }),
      event(deposit, minutes(30), { source: 'manual', state: 'paid', decision: 'apply', actorId: 'admin-1' }),
      event(balance, minutes(40), { source: 'initiate', state: 'pending', decision: 'noted' }),
      event(balance, minutes(41), { state: 'failed' }),
    ];
    const facts = {
      ...order, dispatchedAt: minutes(60), courierName: 'G4S', trackingNumber: 'G4S-123', readyForCollectionAt: minutes(90),
      collectionPlace: 'G4S Kisumu', collectBy: '2026-12-04', deliveredAt: minutes(120),
    };
    expect(orderTimeline(facts, { attempts: [deposit, balance], events }, 'sw').map((step) => [step.kind, step.text])).toEqual([
      ['placed', 'Oda imewekwa'],
      ['awaiting', 'Tunasubiri uhamisho wako wa benki wa ksh 5,000 wa amana'],
      ['confirmed', 'Amana ya ksh 5,000 imethibitishwa na duka'],
      ['prompt', 'Ombi la kulipa ksh 2,000 za salio kwa M-Pesa limetumwa kwa +254700111222'],
      ['declined', 'Malipo ya ksh 2,000 ya salio kwa M-Pesa hayakufaulu: salio lako halijabadilika'],
      ['dispatched', 'Imetumwa na G4S, nambari ya kufuatilia G4S-123: oda yako iko njiani'],
      ['ready-for-collection', 'Iko tayari kuchukuliwa G4S Kisumu hadi Ijumaa 4 Des 2026'],
      ['delivered', 'Imethibitishwa kuwa imefika'],
    ]);
  });
});
