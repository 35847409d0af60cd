import { RECONCILIATION_DATE_MESSAGE } from '@mitumba/contracts';
import { AppError } from '../../lib/errors.ts';
import { addDays, nairobiDay, startOfNairobiDay } from '../admin/dashboard/nairobi-days.ts';
import type { StatementWindow } from './statement-source.ts';

/**
 * A Nairobi calendar day (Africa/Nairobi, UTC+3 all year) as the window [00:00, next 00:00) it covers. Only a real
 * date, today or earlier: a day still to come has no money to compare.
 */
export function reconciliationDay(date: unknown, now: Date): { date: string; window: StatementWindow } {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new AppError('VALIDATION', RECONCILIATION_DATE_MESSAGE);
  const start = startOfNairobiDay(date);
  if (Number.isNaN(start.getTime()) || nairobiDay(start) !== date) throw new AppError('VALIDATION', `${date} is not a date. ${RECONCILIATION_DATE_MESSAGE}`);
  if (date > nairobiDay(now)) throw new AppError('VALIDATION', `${date} has not happened yet in Nairobi. ${RECONCILIATION_DATE_MESSAGE}`);
  return { date, window: { from: start, to: startOfNairobiDay(addDays(date, 1)) } };
}

/** The Nairobi day before `now`'s: what the screen opens on and the nightly check reads. */
export const yesterdayInNairobi = (now: Date): string => addDays(nairobiDay(now), -1);
