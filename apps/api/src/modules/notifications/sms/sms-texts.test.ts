import { paybillInstruction } from '@mitumba/contracts';
import { smsLength, smsParts } from '@mitumba/contracts/sms';
import { describe, expect, it } from 'vitest';
import {
  balanceReminderText, cancellationDecidedText, chatReplyText, depositPaidText, orderDeliveredText, orderDispatchedText, orderPaidText,
  orderPlacedText, readyForCollectionText, refundSentText, earlyCancelledText,
} from './sms-texts.ts';

// Typical and long-ish values: a 7-character reference (past 31^6 orders) and a six-figure total.
const order = { reference: 'K7M3QXA', amount: '125,400' };
const paybill = paybillInstruction('111999', order.reference, 'Ksh 125,400');

const texts = {
  'placed': orderPlacedText(order),
  'placed, by paybill': orderPlacedText(order, paybill),
  'paid': orderPaidText(order),
  'deposit paid': depositPaidText(order, '100,400'),
  'dispatched': orderDispatchedText(order),
  'dispatched with a courier': orderDispatchedText(order, { name: 'Fargo Courier', trackingNumber: 'FC-2026-00123456' }),
  'ready for collection': readyForCollectionText(order, 'Gikomba Market, stall 14', 'Fri 4 Dec 2026'),
  'delivered': orderDeliveredText(order),
  'cancellation approved': cancellationDecidedText(order, true),
  'cancellation declined': cancellationDecidedText(order, false),
  'balance reminder': balanceReminderText(order, '100,400'),
  'balance reminder, by paybill': balanceReminderText(order, '100,400', paybill),
  'chat reply': chatReplyText(),
  'refund sent to M-Pesa': refundSentText(order, '125,400', 'mpesa'),
  'refund sent to a card': refundSentText(order, '125,400', 'card'),
  'refund paid back by the shop': refundSentText(order, '125,400', 'by-hand'),
  'cancelled before dispatch': earlyCancelledText(order),
};

describe('SMS texts', () => {
  it.each(Object.entries(texts))('%s: one GSM-7 part naming the order', (_name, text) => {
    expect(smsLength(text).encoding).toBe('GSM-7');
    expect(smsParts(text)).toBe(1);
    if (text !== texts['chat reply']) expect(text).toContain(order.reference);
  });

  it('puts the paybill instruction in the placed text of a paybill order', () => {
    expect(texts['placed, by paybill']).toContain('Pay Ksh 125,400 to paybill 111999, account K7M3QXA.');
  });

  it('says a paybill refund was paid back by the shop, not sent to an account', () => {
    expect(texts['refund sent to M-Pesa']).toBe('Mitumba: refund of Ksh 125,400 for order K7M3QXA sent to your M-Pesa number.');
    expect(texts['refund paid back by the shop']).toBe('Mitumba: refund of Ksh 125,400 for order K7M3QXA was paid back to you by the shop. See the order page for how.');
  });
});

describe('SMS parts', () => {
  it('counts 160 GSM-7 characters as one part, 161 as two, and extension characters twice', () => {
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('a'.repeat(306))).toBe(2);
    expect(smsParts('a'.repeat(307))).toBe(3);
    expect(smsLength('€[]').length).toBe(6);
  });

  it('counts 70 characters as one part once any is outside GSM-7, 71 as two', () => {
    expect(smsParts(`${'a'.repeat(69)}’`)).toBe(1);
    expect(smsParts(`${'a'.repeat(70)}’`)).toBe(2);
    expect(smsLength('🙂').length).toBe(2);
  });
});
