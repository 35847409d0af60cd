import type { Plugin } from 'vite';

/** Lingui's core, as npm ships it (`@lingui/core` 6.11, pinned). */
export const LINGUI_CORE = /[\\/]node_modules[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.mjs$/;

const FORMATS_EVERY_COUNT = `    const valueStr = number(locales, value, numberFormat);
    return message.replace(new RegExp(OCTOTHORPE_PH, "g"), valueStr);`;
const FORMATS_WHEN_SHOWN = `    if (!message.includes(OCTOTHORPE_PH)) return message;
    const valueStr = number(locales, value, numberFormat);
    return message.replace(new RegExp(OCTOTHORPE_PH, "g"), valueStr);`;

/**
 * Lingui writes the count of every plural with `Intl.NumberFormat`, even when the chosen branch has no `#` to show it
 * in. A page's first number formatter costs its start-up tens of milliseconds of a phone's main thread (ICU loads its
 * number data), so the first screens' plurals show their counts as `{shown}` (grouped by `wholeNumber`) and this
 * makes Lingui format the count only when the branch has a `#` (decision 0048). The output is the same. Throws when
 * the code it changes is not there (another Lingui): look again rather than ship without it.
 */
export function formatPluralCountOnDemand(code: string): string {
  if (!code.includes(FORMATS_EVERY_COUNT)) {
    throw new Error('plural-count-on-demand: @lingui/core no longer formats plural counts as expected; review this patch');
  }
  return code.replace(FORMATS_EVERY_COUNT, FORMATS_WHEN_SHOWN);
}

export function pluralCountOnDemand(): Plugin {
  return {
    name: 'mitumba:plural-count-on-demand',
    transform(code, id) {
      return LINGUI_CORE.test(id.split('?')[0] ?? '') ? { code: formatPluralCountOnDemand(code), map: null } : null;
    },
  };
}
