/** Nairobi is UTC+3 all year: its calendar days are fixed offsets of UTC. */
const OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

export const nairobiToday = (now = new Date()): string => new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);

export const shiftDay = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && shiftDay(value, 0) === value;

const long = new Intl.DateTimeFormat('en-KE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "Thursday, 26 November 2026". */
export const dayLabel = (day: string): string => long.format(new Date(`${day}T00:00:00Z`));

const time = new Intl.DateTimeFormat('en-KE', { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Nairobi' });
export const nairobiTime = (iso: string): string => time.format(new Date(iso));
