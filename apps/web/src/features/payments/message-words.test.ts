import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, mpesaFailureMessage } from '@mitumba/contracts/plain';
import { MOBILE_MONEY_MESSAGES } from '@mitumba/contracts/mobile-money';
import { createI18n, loadCatalog, type Translate } from '@/i18n';
import { messageIds, sayMessage } from './message-words';

const english = createI18n('en', await loadCatalog('en'));
const en = english._.bind(english) as Translate;
const swahili = createI18n('sw', await loadCatalog('sw'));
const sw = swahili._.bind(swahili) as Translate;

describe('the fixed messages checkout and payments show', () => {
  it('read in English exactly as the contracts write them', () => {
    for (const [text] of messageIds()) expect(sayMessage(en, text)).toBe(text);
  });

  it('read in Kiswahili, each one translated', () => {
    for (const [text] of messageIds()) expect(sayMessage(sw, text), text).not.toBe(text);
    expect(sayMessage(sw, MOBILE_MONEY_MESSAGES.timedOut)).toBe('Muda wa malipo umeisha. Tafadhali angalia malipo yako kisha ujaribu tena.');
    expect(sayMessage(sw, mpesaFailureMessage('C2B00011'))).toBe('Salio halitoshi');
    expect(sayMessage(sw, CHECKOUT_MESSAGES.invalidSession)).toBe('Kipindi cha malipo si halali');
  });

  it('fill in the phone example, and leave the server\'s own words as they came', () => {
    expect(sayMessage(sw, 'Phone number must be 10 digits (e.g., 0712345678)')).toBe('Namba ya simu lazima iwe na tarakimu 10 (mfano, 0712345678)');
    expect(sayMessage(sw, 'Coupon SAVE10 is not valid for this cart')).toBe('Coupon SAVE10 is not valid for this cart');
  });
});
