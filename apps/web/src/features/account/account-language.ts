import { LANGUAGES, type Language } from '@mitumba/contracts/plain';
import { useEffect } from 'react';
import { chosenLanguage, useLanguage } from '@/i18n';
import { useSession } from '@/lib/session';
import { useProfile } from './api/get-profile';
import { useUpdateProfile } from './api/update-profile';

/** Switches the shop's language (catalog, cookie, `<html lang>`) and, for a signed-in customer, saves it on the account. */
export function useChooseLanguage(): (language: Language) => void {
  const { setLanguage } = useLanguage();
  const session = useSession();
  const update = useUpdateProfile();
  return (language) => {
    void setLanguage(language);
    if (session) update.mutate({ language });
  };
}

/**
 * The account and this browser agree once signed in (decision 0046): a browser without a choice of its own takes the
 * account's language (a new phone, a cleared cookie); an account without one takes the browser's saved choice.
 */
export function useAccountLanguage(): void {
  const saved = useProfile().data?.language;
  const { setLanguage } = useLanguage();
  const { mutate } = useUpdateProfile();
  useEffect(() => {
    if (saved === undefined) return; // Not loaded yet, or an older server.
    const chosen = chosenLanguage();
    if (saved && !chosen) void setLanguage(saved);
    else if (saved === null && chosen && LANGUAGES.includes(chosen)) mutate({ language: chosen });
  }, [saved, setLanguage, mutate]);
}
