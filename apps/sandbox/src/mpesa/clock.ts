/**
 * The emulator's clock: "now" (injectable, and advanceable through the admin API so token expiry can be tested) and
 * Daraja's timestamps, `YYYYMMDDHHmmss` in East Africa Time (UTC+3 all year, no daylight saving).
 */
export type Clock = {
  now(): Date;
  advance(ms: number): void;
  reset(): void;
  /** Milliseconds the clock has been moved forward by the admin API. */
  offsetMs(): number;
};

const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

export function createClock(source: () => Date = () => new Date()): Clock {
  let offset = 0;
  return {
    now: () => new Date(source().getTime() + offset),
    advance: (ms) => { offset += ms; },
    reset: () => { offset = 0; },
    offsetMs: () => offset,
  };
}

type Parts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** The EAT calendar parts of a date (receipt numbers encode them). */
export function eatParts(date: Date): Parts {
  const eat = new Date(date.getTime() + EAT_OFFSET_MS);
  return {
    year: eat.getUTCFullYear(), month: eat.getUTCMonth() + 1, day: eat.getUTCDate(),
    hour: eat.getUTCHours(), minute: eat.getUTCMinutes(), second: eat.getUTCSeconds(),
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** `YYYYMMDDHHmmss` in EAT, e.g. 2016-02-16T13:56:27Z → `20160216165627`. */
export function darajaTimestamp(date: Date): string {
  const p = eatParts(date);
  return `${p.year}${two(p.month)}${two(p.day)}${two(p.hour)}${two(p.minute)}${two(p.second)}`;
}

/** `DDMMYYYYHHmmss` in EAT, the date part of a CheckoutRequestID. */
export function checkoutStamp(date: Date): string {
  const p = eatParts(date);
  return `${two(p.day)}${two(p.month)}${p.year}${two(p.hour)}${two(p.minute)}${two(p.second)}`;
}

/** A real calendar time written as `YYYYMMDDHHmmss` (14 digits; 20161331… or 20160230… are not). */
export function isValidTimestamp(value: string): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
