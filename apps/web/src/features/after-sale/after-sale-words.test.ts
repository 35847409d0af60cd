import { AFTER_SALE_MESSAGES, feedbackProblem } from '@mitumba/contracts/plain';
import { describe, expect, it } from 'vitest';
import { createI18n, loadCatalog, type Translate } from '@/i18n';
import { englishCatalog } from '@/i18n/english-catalog';
import { afterSaleWords } from './after-sale-words';

const english = createI18n('en', englishCatalog);
const en = english._.bind(english) as Translate;
const swahili = createI18n('sw', await loadCatalog('sw'));
const sw = swahili._.bind(swahili) as Translate;
const rated = { quality: 5, price: 4, logistics: 3, customerService: 5 };

describe('afterSaleWords', () => {
  it("keeps the contracts' English word for word", () => {
    for (const message of Object.values(AFTER_SALE_MESSAGES)) {
      if (message !== AFTER_SALE_MESSAGES.cancellationRequested && message !== AFTER_SALE_MESSAGES.cancellationLogin && message !== AFTER_SALE_MESSAGES.feedbackThanks) {
        expect(afterSaleWords(en, message)).toBe(message);
      }
    }
  });

  it("says the feedback rules' problems in Kiswahili", () => {
    expect(afterSaleWords(sw, feedbackProblem({ ratings: {}, feedback: '', email: '', phone: '' })!)).toBe('Tafadhali toa nyota kwa kila kipengele.');
    expect(afterSaleWords(sw, feedbackProblem({ ratings: rated, feedback: 'word '.repeat(21), email: '', phone: '' })!)).toBe('Maoni yasizidi maneno 20.');
    expect(afterSaleWords(sw, feedbackProblem({ ratings: rated, feedback: 'Good', email: '', phone: '' })!)).toBe('Tafadhali weka barua pepe au namba ya simu.');
  });

  it("passes any other text through as it is (the server's own message)", () => {
    expect(afterSaleWords(sw, 'Order not found')).toBe('Order not found');
  });
});
