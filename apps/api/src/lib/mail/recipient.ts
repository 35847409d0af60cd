import addressparser from 'nodemailer/lib/addressparser';
import { EMAIL_MESSAGE } from '@mitumba/contracts';
import { AppError } from '../errors.ts';

/**
 * The last guard before anything is sent: the recipient must be exactly one plain address as nodemailer itself reads
 * the field (no display name, no group, no second address after a comma or semicolon, nothing around it), so no
 * stored or submitted text can point the shop's mail at a list of strangers.
 */
export function isSingleAddress(to: string): boolean {
  const parsed = addressparser(to);
  const [only] = parsed;
  return parsed.length === 1 && only !== undefined && only.group === undefined && only.name === ''
    && only.address === to && /^[^@\s]+@[^@\s]+$/.test(to);
}

export function assertSingleAddress(to: string): void {
  if (!isSingleAddress(to)) throw new AppError('VALIDATION', EMAIL_MESSAGE);
}
