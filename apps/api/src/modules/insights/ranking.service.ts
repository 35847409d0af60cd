import {
  centsToShillings, nairobiMonthBounds, rankingLabel, RANKING_SIZE, type RankingOtherRow, type RankingOwnRow,
  type RankingPeriod, type RankingResponse,
} from '@mitumba/contracts';
import type { InsightsRepo, RankingGroupRow } from './insights.repo.ts';

/** Other customers' names leave the server as their first letter and a fixed run of asterisks (no length hint). */
export function maskName(firstName: string): string {
  const initial = Array.from(firstName.trim())[0];
  return initial ? `${initial.toLocaleUpperCase('en-KE')}*****` : '*****';
}

/** A total rounded down to its leading digit (23,456 → 20,000; 950 → 900): a sense of scale, not the amount. */
export function totalBand(shillings: number): number {
  if (shillings < 10) return 0;
  const magnitude = 10 ** Math.floor(Math.log10(shillings));
  return Math.floor(shillings / magnitude) * magnitude;
}

function ownRow(row: RankingGroupRow): RankingOwnRow {
  return {
    isYou: true, position: row.position, label: rankingLabel(row.position), name: row.fullName,
    email: row.email, phone: row.phone, total: centsToShillings(row.totalCents), orderCount: row.orderCount,
  };
}

function otherRow(row: RankingGroupRow): RankingOtherRow {
  return {
    isYou: false, position: row.position, label: rankingLabel(row.position), name: maskName(row.firstName),
    totalAtLeast: totalBand(centsToShillings(row.totalCents)),
  };
}

/**
 * The monthly ranking (spec 2 §9): top 10 customers by their delivered orders, masked here on the server so the
 * browser never holds another customer's name, contact or exact total. An order counts in the month it was
 * *delivered* (Nairobi time), not placed: the spec counts only Delivered orders, so a month's ranking is settled
 * once its deliveries are, and an order placed on the 31st and delivered on the 2nd does not change a closed month.
 */
export function createRankingService(repo: InsightsRepo) {
  return {
    async forMonth(viewerId: string, period: RankingPeriod): Promise<RankingResponse> {
      const rows = await repo.rankingRows(nairobiMonthBounds(period), viewerId, RANKING_SIZE);
      const mine = rows.filter((row) => row.isYou);
      return {
        success: true,
        ...period,
        ranking: rows.filter((row) => row.position <= RANKING_SIZE).map((row) => (row.isYou ? ownRow(row) : otherRow(row))),
        you: mine[0] ? ownRow(mine[0]) : null,
      };
    },
  };
}

export type RankingService = ReturnType<typeof createRankingService>;
