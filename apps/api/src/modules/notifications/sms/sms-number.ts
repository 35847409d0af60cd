import { normalisePhone } from '@mitumba/contracts';

/**
 * A Kenyan mobile number as Africa's Talking takes it (+2547… or +2541…), or null: anything else (a landline, a
 * foreign number, a typo) is not texted.
 */
export function smsNumber(phone: string | null | undefined): string | null {
  const normalised = phone ? normalisePhone(phone) : null;
  return normalised && /^\+254[17]\d{8}$/.test(normalised) ? normalised : null;
}
