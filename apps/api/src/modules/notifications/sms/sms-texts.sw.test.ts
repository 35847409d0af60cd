import { smsLength, smsParts } from '@mitumba/contracts/sms';
import { describe, expect, it } from 'vitest';
import { swahiliSmsTexts as sw } from './sms-texts.sw.ts';

// The English test's long-ish values: a 7-character reference, a six-figure total, a long courier and place.
const order = { reference: 'K7M3QXA', amount: '125,400' };
const paybill = sw.paybill('111999', order.reference, 'Ksh 125,400');
const collectBy = sw.collectBy('2026-12-04');

const texts = {
  'placed': sw.orderPlacedText(order),
  'placed, by paybill': sw.orderPlacedText(order, paybill),
  'paid': sw.orderPaidText(order),
  'deposit paid': sw.depositPaidText(order, '100,400'),
  'dispatched': sw.orderDispatchedText(order),
  'dispatched with a courier': sw.orderDispatchedText(order, { name: 'Fargo Courier', trackingNumber: 'FC-2026-00123456' }),
  'ready for collection': sw.readyForCollectionText(order, 'Gikomba Market, stall 14', collectBy),
  'ready, no place or day recorded': sw.readyForCollectionText(order, sw.theShop, sw.soon),
  'delivered': sw.orderDeliveredText(order),
  'cancellation approved': sw.cancellationDecidedText(order, true),
  'cancellation declined': sw.cancellationDecidedText(order, false),
  'balance reminder': sw.balanceReminderText(order, '100,400'),
  'balance reminder, by paybill': sw.balanceReminderText(order, '100,400', paybill),
  'chat reply': sw.chatReplyText(),
  'refund sent to M-Pesa': sw.refundSentText(order, '125,400', 'mpesa'),
  'refund sent to a card': sw.refundSentText(order, '125,400', 'card'),
  'refund paid back by the shop': sw.refundSentText(order, '125,400', 'by-hand'),
  'cancelled before dispatch': sw.earlyCancelledText(order),
};

describe('SMS texts in Kiswahili', () => {
  it.each(Object.entries(texts))('%s: one GSM-7 part naming the order', (_name, text) => {
    expect(smsLength(text).encoding).toBe('GSM-7');
    expect(smsParts(text)).toBe(1);
    if (text !== texts['chat reply']) expect(text).toContain(order.reference);
  });

  it('writes the paybill instruction and the last day to collect in Kiswahili', () => {
    expect(texts['placed, by paybill']).toContain('Lipa Ksh 125,400 kwa paybill 111999, akaunti K7M3QXA.');
    expect(collectBy).toBe('Ijumaa 4 Des 2026');
  });

  it('says where a refund went in Kiswahili, and that a paybill one was paid back by the shop', () => {
    expect(texts['refund sent to M-Pesa']).toBe('Mitumba: Ksh 125,400 za oda K7M3QXA zimerudishwa kwenye nambari yako ya M-Pesa.');
    expect(texts['refund paid back by the shop']).toBe('Mitumba: duka limekurudishia Ksh 125,400 za oda K7M3QXA. Angalia ukurasa wa oda kuona jinsi.');
  });
});
