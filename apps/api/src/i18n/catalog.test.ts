import { DELIVERY_MESSAGES, EMAIL_MESSAGE, MOBILE_MONEY_MESSAGES } from '@mitumba/contracts';
import { describe, expect, it } from 'vitest';
import { WRONG_CURRENT_PASSWORD } from '../modules/accounts/current-password.ts';
import { EMAIL_CHANGE_ELSEWHERE } from '../modules/accounts/profile.service.ts';
import { PENDING_ORDER_MESSAGE } from '../modules/orders/checkout.service.ts';
import { METHOD_UNAVAILABLE_MESSAGE } from '../modules/orders/payment-settings.ts';
import { LOGIN_MESSAGE } from '../modules/orders/placement-request.ts';
import { INVALID_CODE_MESSAGE } from '../modules/security-codes/security-codes.service.ts';
import { PHRASES } from './catalog/index.ts';
import { say, translate } from './say.ts';

describe('the server\'s message catalog', () => {
  it('finds each phrase by its English words: no two phrases share them, and none is left untranslated', () => {
    const english = Object.values(PHRASES).map((phrase) => phrase.en);
    expect(new Set(english).size).toBe(english.length);
    for (const phrase of Object.values(PHRASES)) {
      expect(phrase.sw.trim()).not.toBe('');
      expect(phrase.sw).not.toBe(phrase.en);
    }
  });

  it('knows the English that services and schemas answer with, so it cannot drift out of the catalog unnoticed', () => {
    const thrown = [
      PENDING_ORDER_MESSAGE, METHOD_UNAVAILABLE_MESSAGE, INVALID_CODE_MESSAGE, LOGIN_MESSAGE, WRONG_CURRENT_PASSWORD, EMAIL_CHANGE_ELSEWHERE,
      EMAIL_MESSAGE, ...Object.values(DELIVERY_MESSAGES), MOBILE_MONEY_MESSAGES.paymentFailed, MOBILE_MONEY_MESSAGES.timedOut,
    ];
    for (const text of thrown) expect(translate('sw', text), text).not.toBe(text);
  });

  it('leaves English and unknown texts as they are', () => {
    expect(translate('en', PENDING_ORDER_MESSAGE)).toBe(PENDING_ORDER_MESSAGE);
    expect(translate('sw', 'Something no catalog knows')).toBe('Something no catalog knows');
  });

  it('writes values and plurals in each language', () => {
    expect(say('en', 'login.locked', { minutes: 1 })).toBe('Too many failed attempts. Try again in 1 minute.');
    expect(say('en', 'login.locked', { minutes: 15 })).toBe('Too many failed attempts. Try again in 15 minutes.');
    expect(say('sw', 'login.locked', { minutes: 15 })).toBe('Umejaribu mara nyingi bila mafanikio. Jaribu tena baada ya dakika 15.');
  });
});
