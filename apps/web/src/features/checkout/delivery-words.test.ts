import { describe, expect, it } from 'vitest';
import { deliveryEtaLabel, deliveryFeeLabel } from '@mitumba/contracts/plain';
import { createI18n, loadCatalog, type Translate } from '@/i18n';
import { deliveryEtaWords, deliveryFeeWords } from './delivery-words';

const english = createI18n('en', await loadCatalog('en'));
const en = english._.bind(english) as Translate;
const swahili = createI18n('sw', await loadCatalog('sw'));
const sw = swahili._.bind(swahili) as Translate;
const number = (value: number) => english.number(value);

describe('a delivery option in words', () => {
  it('says the fee as the contracts do in English, and in Kiswahili', () => {
    for (const fee of [0, 350, 1200]) expect(deliveryFeeWords(en, fee, number)).toBe(deliveryFeeLabel(fee));
    expect(deliveryFeeWords(sw, 0, number)).toBe('Bure');
  });

  it('says when a door delivery arrives and a pickup is ready, counting the days', () => {
    for (const days of [0, 1, 3]) expect(deliveryEtaWords(en, 'door', days)).toBe(`Arrives ${deliveryEtaLabel(days).toLowerCase()}`);
    expect(deliveryEtaWords(en, 'pickup', 1)).toBe('Ready within 1 day');
    expect(deliveryEtaWords(sw, 'door', 3)).toBe('Inafika ndani ya siku 3');
    expect(deliveryEtaWords(sw, 'pickup', 0)).toBe('Tayari leo');
  });
});
