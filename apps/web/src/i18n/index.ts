export { loadCatalog, loadCatalogPart, type MessageId } from './catalog';
export { addMessages, createI18n, INTL_LOCALE } from './create-i18n';
export { chosenLanguage, pageLanguage } from './language-cookie';
export { LANGUAGE_NAMES } from './language-names';
export { LanguageProvider, useLanguage } from './language-provider';
export { useLingui } from '@lingui/react';
export { T } from './t';
export { useMoney } from './use-money';
export { useT, type MessageValues, type Translate } from './use-t';
