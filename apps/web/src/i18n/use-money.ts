import { useLingui } from '@lingui/react';
import type { MessageId } from './catalog';
import { wholeNumber } from './whole-number';

const WITH_CENTS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/**
 * Amounts as the active language writes them, from whole shillings: `price(1200)` is 'ksh 1,200' in English (as
 * `formatCardPrice` and spec 1's product cards) and 'KSh 1,200' in Kiswahili; `total(1200)` keeps two decimals.
 */
export function useMoney(): { price: (shillings: number) => string; total: (shillings: number) => string } {
  const { i18n } = useLingui();
  const say = (id: MessageId, amount: string) => i18n._(id, { amount });
  return {
    price: (shillings) => say('money.price', wholeNumber(shillings)),
    total: (shillings) => say('money.price', i18n.number(shillings, WITH_CENTS)),
  };
}

