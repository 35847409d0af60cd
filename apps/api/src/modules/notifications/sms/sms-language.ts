import type { Language } from '@mitumba/contracts';
import { englishSmsTexts, type SmsTexts } from './sms-texts.ts';
import { swahiliSmsTexts } from './sms-texts.sw.ts';

/** The SMS texts in each language: a customer is texted in their account's language (`users.language`, else English). */
export const smsTextsIn: Readonly<Record<Language, SmsTexts>> = { en: englishSmsTexts, sw: swahiliSmsTexts };
