import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Language } from '@mitumba/contracts/plain';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { loadCatalog } from './catalog';
import { activate, languageOf } from './create-i18n';
import { saveLanguage } from './language-cookie';

type LanguageState = { language: Language; setLanguage: (language: Language) => Promise<void> };

const LanguageContext = createContext<LanguageState | null>(null);

/** Gives the tree its messages (Lingui) and the shopper's language with the means to change it. */
export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [language, setState] = useState(() => languageOf(i18n));
  const setLanguage = useCallback(async (next: Language) => {
    activate(i18n, next, await loadCatalog(next));
    saveLanguage(next);
    setState(next);
  }, [i18n]);
  const state = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <I18nProvider i18n={i18n}>
      <LanguageContext.Provider value={state}>{children}</LanguageContext.Provider>
    </I18nProvider>
  );
}

/** The active language and `setLanguage`, which fetches its catalog, switches every message and saves the cookie. */
export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage needs a LanguageProvider above it (src/app/providers.tsx).');
  return state;
}
