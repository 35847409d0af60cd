/**
 * Trending and the monthly ranking (spec 2 §2 "Other order-related pages", §9): the constants and period rules the
 * server enforces and the screens offer, without zod (the web app imports them through `./plain`).
 */
import type { Product } from './catalog.ts';

export const TRENDING_LIMIT = 10;
/** "Trending uses the last 10 orders." */
export const TRENDING_ORDERS_USED = 10;
export const RANKING_SIZE = 10;
/** This year and the three before it are selectable. */
export const RANKING_YEARS = 4;
export const rankingLabels = ['Champion', 'Runner Up', 'Top 3'] as const;
export type RankingLabel = (typeof rankingLabels)[number];

/** Nairobi keeps UTC+3 all year (no daylight saving), so a month there is a fixed offset from UTC. */
const NAIROBI_OFFSET_MS = 3 * 3600 * 1000;

export type RankingPeriod = { month: number; year: number };

/** The month it is now in Nairobi. */
export function currentRankingPeriod(now: Date = new Date()): RankingPeriod {
  const local = new Date(now.getTime() + NAIROBI_OFFSET_MS);
  return { month: local.getUTCMonth() + 1, year: local.getUTCFullYear() };
}

/** The selectable years, newest first. */
export function rankingYears(now: Date = new Date()): number[] {
  const { year } = currentRankingPeriod(now);
  return Array.from({ length: RANKING_YEARS }, (_, index) => year - index);
}

/** The instants a Nairobi month starts and ends (exclusive). */
export function nairobiMonthBounds({ month, year }: RankingPeriod): { from: Date; to: Date } {
  return {
    from: new Date(Date.UTC(year, month - 1, 1) - NAIROBI_OFFSET_MS),
    to: new Date(Date.UTC(year, month, 1) - NAIROBI_OFFSET_MS),
  };
}

export function rankingLabel(position: number): RankingLabel | null {
  return rankingLabels[position - 1] ?? null;
}

/** One of the top customers as everyone sees them: a masked name and a rounded band, never contact details. */
export type RankingOtherRow = {
  isYou: false;
  position: number;
  label: RankingLabel | null;
  /** First letter and asterisks, e.g. 'W*****'. */
  name: string;
  /** The total rounded down to its leading digit, in shillings (23,456 → 20,000), shown as 'ksh 20,000+'. */
  totalAtLeast: number;
};

/** The viewer's own row, unmasked. */
export type RankingOwnRow = {
  isYou: true;
  position: number;
  label: RankingLabel | null;
  name: string;
  email: string | null;
  phone: string | null;
  /** Shillings. */
  total: number;
  orderCount: number;
};

export type RankingRow = RankingOtherRow | RankingOwnRow;

export type RankingResponse = {
  success: true;
  month: number;
  year: number;
  /** The top 10, the viewer's own rows unmasked. */
  ranking: RankingRow[];
  /** The viewer's best row wherever it stands (inside or outside the top 10), or null without delivered orders. */
  you: RankingOwnRow | null;
};

export type TrendingResponse = { success: true; products: Product[] };
