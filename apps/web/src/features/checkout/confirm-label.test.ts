import { describe, expect, it } from 'vitest';
import { confirmLabel, formatKes } from './confirm-label';
import { splitMethods } from './payment-choice';
import { createI18n, loadCatalog, type Translate } from '@/i18n';

const english = createI18n('en', await loadCatalog('en'));
const t = english._.bind(english) as Translate;
const swahili = createI18n('sw', await loadCatalog('sw'));
const sw = swahili._.bind(swahili) as Translate;

describe('the final button', () => {
  const base = { label: 'M-Pesa', total: 2450, deposit: null, mobilePart: null };
  it('says the amount and the method', () => {
    expect(confirmLabel(t, { ...base, method: 'mpesa' })).toBe('Pay KES 2,450 with M-Pesa');
    expect(confirmLabel(t, { ...base, method: 'paystack', label: 'Paystack' })).toBe('Pay KES 2,450 with Paystack');
    expect(confirmLabel(t, { ...base, method: 'cod' })).toBe('Place order · pay KES 2,450 on delivery');
    expect(confirmLabel(t, { ...base, method: 'sidian' })).toBe('Place order · pay KES 2,450 by paybill');
    expect(confirmLabel(t, { ...base, method: 'deposit', deposit: 1500 })).toBe('Pay deposit of KES 1,500');
    expect(confirmLabel(t, { ...base, method: 'hybrid', mobilePart: 1000 })).toBe('Pay KES 1,000 by M-Pesa, rest in cash');
    expect(confirmLabel(t, { ...base, method: null })).toBe('Confirm Order');
  });
  it('says it in Kiswahili', () => {
    expect(confirmLabel(sw, { ...base, method: 'mpesa' })).toBe('Lipa KES 2,450 kwa M-Pesa');
    expect(confirmLabel(sw, { ...base, method: null })).toBe('Thibitisha Agizo');
  });
  it('shows cents only when there are some', () => {
    expect(formatKes(12_000)).toBe('KES 12,000');
    expect(formatKes(99.5)).toBe('KES 99.50');
  });
});

describe('which methods show at once', () => {
  it('shows six, the rest under "More ways to pay"', () => {
    const ids = ['mpesa', 'paystack', 'cod', 'deposit', 'sidian', 'cash', 'stripe', 'lipia'];
    expect(splitMethods(ids)).toEqual({ shown: ids.slice(0, 6), more: ['stripe', 'lipia'] });
    expect(splitMethods(ids.slice(0, 3))).toEqual({ shown: ids.slice(0, 3), more: [] });
  });
});
