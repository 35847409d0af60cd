import type { RankingPeriod } from '@mitumba/contracts/plain';

/** Query keys of trending and the ranking, per signed-in customer (a visitor's trending is ''). */
export const insightsKeys = {
  all: ['insights'] as const,
  trending: (userId: string) => [...insightsKeys.all, 'trending', userId] as const,
  ranking: (userId: string, period: RankingPeriod) => [...insightsKeys.all, 'ranking', userId, period.year, period.month] as const,
};
