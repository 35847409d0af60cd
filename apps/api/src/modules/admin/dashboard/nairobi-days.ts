/** Nairobi is UTC+3 all year (no daylight saving): its days are fixed offsets of UTC, in JavaScript as in SQL. */
const OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Nairobi calendar day (YYYY-MM-DD) of an instant. */
export const nairobiDay = (at: Date): string => new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** The instant a Nairobi day (YYYY-MM-DD) begins. */
export const startOfNairobiDay = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);

/** The Nairobi day `days` after (negative: before) `day`. */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
