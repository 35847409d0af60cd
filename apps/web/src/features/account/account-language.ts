import { useQueryClient } from '@tanstack/react-query';
import { LANGUAGES, type Language, type UserProfile } from '@mitumba/contracts/plain';
import { useEffect } from 'react';
import { chosenLanguage, useLanguage } from '@/i18n';
import { useSession } from '@/lib/session';
import { useProfile } from './api/get-profile';
import { accountKeys } from './api/keys';

/**
 * Saves the language on the account and in the cached profile. The update call is imported when needed: the header's
 * switch is on every first load, the profile form's code is not. A failure leaves the cookie's choice, which is enough.
 */
function useSaveOnAccount(): (language: Language) => void {
  const session = useSession();
  const queryClient = useQueryClient();
  return (language) => {
    if (!session) return;
    void import('./api/update-profile')
      .then(({ putProfile }) => putProfile({ language }))
      .then(() => queryClient.setQueryData(accountKeys.profile(session.userId), (profile: UserProfile | undefined) => profile && { ...profile, language }))
      .catch(() => undefined);
  };
}

/** Switches the shop's language (catalog, cookie, `<html lang>`) and, for a signed-in customer, saves it on the account. */
export function useChooseLanguage(): (language: Language) => void {
  const { setLanguage } = useLanguage();
  const save = useSaveOnAccount();
  return (language) => {
    void setLanguage(language);
    save(language);
  };
}

/**
 * The account and this browser agree once signed in (decision 0046): a browser without a choice of its own takes the
 * account's language (a new phone, a cleared cookie); an account without one takes the browser's saved choice.
 */
export function useAccountLanguage(): void {
  const saved = useProfile().data?.language;
  const { setLanguage } = useLanguage();
  const save = useSaveOnAccount();
  useEffect(() => {
    if (saved === undefined) return; // Not loaded yet, or an older server.
    const chosen = chosenLanguage();
    if (saved && !chosen) void setLanguage(saved);
    else if (saved === null && chosen && LANGUAGES.includes(chosen)) save(chosen);
    // `save` is made anew each render; the effect runs when the account's language is known or changes.
  }, [saved, setLanguage]);
}
