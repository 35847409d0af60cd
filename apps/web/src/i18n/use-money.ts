import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { MessageId } from './catalog';

const WHOLE: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };
const WITH_CENTS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/**
 * Amounts as the active language writes them, from whole shillings: `price(1200)` is 'ksh 1,200' in English (as
 * `formatCardPrice` and spec 1's product cards) and 'KSh 1,200' in Kiswahili; `total(1200)` keeps two decimals.
 */
export function useMoney(): { price: (shillings: number) => string; total: (shillings: number) => string } {
  const { i18n } = useLingui();
  const say = (id: MessageId, amount: string) => i18n._(id, { amount });
  return {
    price: (shillings) => say('money.price', i18n.number(shillings, WHOLE)),
    total: (shillings) => say('money.price', i18n.number(shillings, WITH_CENTS)),
  };
}

/**
 * Makes the price formatter before the page needs it. A page's first Intl number formatter costs a phone's main
 * thread tens of milliseconds (ICU loads the locale's number data); made in a task of its own, it no longer lengthens
 * the hydration of the first section that shows a price (main.tsx). Lingui keeps it for `useMoney`.
 */
export function prepareMoney(i18n: I18n): void {
  i18n.number(0, WHOLE);
}
