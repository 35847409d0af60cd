import { LANGUAGES, isLanguage } from '@mitumba/contracts/plain';
import { useId } from 'react';
import { LANGUAGE_NAMES, useLanguage, useT } from '@/i18n';
import { Languages } from '@/ui/icons';
import { useChooseLanguage } from '../account-language';
import { ProfileCard } from './settings-card';

/** The shop's language on /profile: switched at once and remembered on the account, like the header's EN | SW. */
export function LanguageChoice() {
  const t = useT();
  const { language } = useLanguage();
  const choose = useChooseLanguage();
  const selectId = useId();
  return (
    <ProfileCard title={t('shell.language.label')} icon={Languages} summary={t('account.language.summary')} action={null}>
      <label htmlFor={selectId} className="sr-only">{t('shell.language.label')}</label>
      <select
        id={selectId} name="language" value={language}
        onChange={(event) => isLanguage(event.target.value) && choose(event.target.value)}
        className="min-h-11 w-full rounded-xl border border-ink-300 bg-white px-3 text-ink-900 sm:w-64"
      >
        {LANGUAGES.map((option) => <option key={option} value={option} lang={option}>{LANGUAGE_NAMES[option].name}</option>)}
      </select>
    </ProfileCard>
  );
}
