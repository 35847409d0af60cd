import { CANCELLATION_WINDOW_DAYS, LOW_STOCK_THRESHOLD, optionKind, type OptionKind } from '@mitumba/contracts/plain';
import type { MessageId, Translate } from '@/i18n';

/**
 * The product texts the contracts write in English (`lowStockMessage`, `optionMessages`, `returnPromise`), in the
 * shopper's language: the same rules, the words from the catalogs.
 */
export function lowStockNote(t: Translate, available: number): string | null {
  if (available <= 0) return t('product.stock.out');
  if (available < LOW_STOCK_THRESHOLD) return t('product.stock.onlyLeft', { count: available });
  return null;
}

const OPTION_MESSAGES: Record<OptionKind, { legend: MessageId; chooseToAdd: MessageId; chooseFirst: MessageId }> = {
  weight: { legend: 'product.options.weight.legend', chooseToAdd: 'product.options.weight.chooseToAdd', chooseFirst: 'product.options.weight.chooseFirst' },
  size: { legend: 'product.options.size.legend', chooseToAdd: 'product.options.size.chooseToAdd', chooseFirst: 'product.options.size.chooseFirst' },
  age: { legend: 'product.options.age.legend', chooseToAdd: 'product.options.age.chooseToAdd', chooseFirst: 'product.options.age.chooseFirst' },
  option: { legend: 'product.options.option.legend', chooseToAdd: 'product.options.option.chooseToAdd', chooseFirst: 'product.options.option.chooseFirst' },
};

/** The picker's legend and the "choose first" messages for what the options are (weight, size, age). */
export function optionWords(t: Translate, values: readonly string[]): { legend: string; chooseToAdd: string; chooseFirst: string } {
  const ids = OPTION_MESSAGES[optionKind(values)];
  return { legend: t(ids.legend), chooseToAdd: t(ids.chooseToAdd), chooseFirst: t(ids.chooseFirst) };
}

/** What may come back (the return policy): nothing on clearance, unopened bales, unused items with tags. */
export function returnPromiseWords(t: Translate, product: { bale: boolean; clearance: boolean }): string {
  if (product.clearance) return t('product.returns.clearance');
  return t(product.bale ? 'product.returns.bale' : 'product.returns.item', { days: CANCELLATION_WINDOW_DAYS });
}
