import type { Language } from '@mitumba/contracts/plain';

/** Each language by its own name (the same on every page, whatever the page's language), and its short mark. */
export const LANGUAGE_NAMES: Record<Language, { name: string; short: string }> = {
  en: { name: 'English', short: 'EN' },
  sw: { name: 'Kiswahili', short: 'SW' },
};
