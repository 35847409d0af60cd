import { normalisePhone } from '@mitumba/contracts';
import { eq, or, sql, type SQL } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * What the customers' search box matches. A whole phone number (any accepted form) matches that phone exactly;
 * other text matches any part of the name or e-mail, written as `lower(col) LIKE '%…%'` so the trigram indexes on
 * lower(name) and lower(email) apply; text of digits also matches any part of the phone.
 */
export function customerSearch(q: string): SQL | undefined {
  const phone = normalisePhone(q);
  if (phone) return eq(users.phone, phone);
  const pattern = `%${likeEscaped(q.toLowerCase())}%`;
  const byText = or(sql`lower(${users.name}) LIKE ${pattern}`, sql`lower(${users.email}) LIKE ${pattern}`);
  const digits = q.replace(/[\s-]/g, '');
  if (!/^\+?\d{3,}$/.test(digits)) return byText;
  // A local number's leading 0 is stored as +254.
  const phoneDigits = digits.replace(/^\+/, '').replace(/^0/, '');
  return or(byText, sql`${users.phone} LIKE ${`%${likeEscaped(phoneDigits)}%`}`);
}
