import { paymentAttemptStates, paymentEventDecisions, paymentEventSources } from '@mitumba/contracts/plain';
import { describe, expect, it } from 'vitest';
import { paymentEventSentence } from './payment-event-sentence';
import { formatLocalPhone } from './payment-words';

const mpesa: { provider: string; amount: number; phone: string | null; receipt: string | null } = { provider: 'mpesa', amount: 1200, phone: '+254712345678', receipt: 'TK4ABC123Z' };
const event = (source: string, decision: string, state: string | null, note: string | null = null) => ({ source, decision, state, note });
const providers = ['mpesa', 'lipia', 'tinypesa', 'pesaflux', 'kcb', 'paystack', 'stripe', 'razorpay', 'sidian', 'cod', 'cash', 'coupon', 'somethingnew'];
/** The codes the history used to show: none may reach the owner. */
const developerWords = /\b(initiate|callback|query|expiry|manual|noted|apply|applied|ignore|flag|rejected|unconfirmed|mpesa|ksh|undefined|null|NaN)\b/;

describe('payment events in plain words', () => {
  it('says every event kind that exists, for every provider, as a sentence without codes', () => {
    for (const source of paymentEventSources) {
      for (const decision of paymentEventDecisions) {
        for (const state of [...paymentAttemptStates, null]) {
          for (const provider of providers) {
            const sentence = paymentEventSentence(event(source, decision, state), { ...mpesa, provider });
            const where = `${source}/${decision}/${state}/${provider}`;
            expect(sentence.text.length, where).toBeGreaterThan(5);
            expect(sentence.text, where).not.toMatch(developerWords);
            expect(sentence.text, where).toMatch(/^[A-Z]/);
          }
        }
      }
    }
  });

  it('reads out the moments an owner looks for', () => {
    const say = (source: string, decision: string, state: string | null, attempt = mpesa, note: string | null = null) => paymentEventSentence(event(source, decision, state, note), attempt);
    expect(say('initiate', 'noted', 'pending').text).toBe('Prompt sent to 0712 345 678 for KES 1,200');
    expect(say('callback', 'apply', 'paid').text).toBe('Paid — M-Pesa receipt TK4ABC123Z');
    expect(say('query', 'apply', 'paid')).toEqual({ text: 'Paid — M-Pesa receipt TK4ABC123Z', detail: 'Found by checking with M-Pesa' });
    expect(say('callback', 'apply', 'failed', mpesa, 'Request cancelled by user')).toEqual({ text: 'Not paid: the prompt was not completed', detail: 'Request cancelled by user' });
    expect(say('initiate', 'noted', 'pending', { ...mpesa, provider: 'paystack', phone: null, receipt: null }).text).toBe('Card payment started with Paystack for KES 1,200');
    expect(say('manual', 'applied', 'refunded', mpesa, 'Customer returned the jacket').text).toBe('Refunded KES 1,200 to M-Pesa');
    expect(say('manual', 'apply', 'paid', { ...mpesa, provider: 'sidian', phone: null, receipt: 'SKL4M2N7PQ' }).text).toBe('Payment confirmed by staff — reference SKL4M2N7PQ');
    expect(say('expiry', 'apply', 'expired').text).toBe('No answer in time: the payment request expired');
    expect(say('initiate', 'applied', 'paid', { ...mpesa, provider: 'cash', phone: null }).text).toBe('Paid KES 1,200 in cash at the counter');
    expect(say('callback', 'flag', 'paid', mpesa, 'Amount differs').detail).toBe('Amount differs');
  });

  it('writes Kenyan phones the local way', () => {
    expect(formatLocalPhone('+254712345678')).toBe('0712 345 678');
    expect(formatLocalPhone('0722000111')).toBe('0722 000 111');
    expect(formatLocalPhone('12345')).toBe('12345');
  });
});
