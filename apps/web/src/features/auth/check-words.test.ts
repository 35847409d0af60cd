import { PHONE_MESSAGES } from '@mitumba/contracts/plain';
import { describe, expect, it } from 'vitest';
import { createI18n, loadCatalog, type Translate } from '@/i18n';
import { englishCatalog } from '@/i18n/english-catalog';
import { passwordLengthWords, passwordsDifferWords, phoneProblemWords } from './check-words';

const english = createI18n('en', englishCatalog);
const en = english._.bind(english) as Translate;
const swahili = createI18n('sw', await loadCatalog('sw'));
const sw = swahili._.bind(swahili) as Translate;

describe("the forms' checks in either language", () => {
  it("say the contracts' phone messages word for word in English", () => {
    expect(phoneProblemWords(en, '712345678')).toBe(PHONE_MESSAGES.startWithZero);
    expect(phoneProblemWords(en, '07123')).toBe(PHONE_MESSAGES.tenDigits);
    expect(phoneProblemWords(en, '0712345678')).toBeUndefined();
  });

  it('say them in Kiswahili', () => {
    expect(phoneProblemWords(sw, '712345678')).toBe('Tafadhali weka namba sahihi ya simu inayoanza na 0.');
    expect(passwordLengthWords(sw, 'short')).toBe('Nenosiri liwe na angalau herufi 8');
    expect(passwordLengthWords(en, 'long enough')).toBeUndefined();
    expect(passwordsDifferWords(en, 'a', 'b')).toBe('Passwords do not match');
  });
});
