import { useState } from 'react';
import { Navigate } from 'react-router';
import { currentRankingPeriod, type RankingPeriod } from '@mitumba/contracts/plain';
import { useT } from '@/i18n';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { useRanking } from '../api/get-ranking';
import { PeriodPicker } from '../components/period-picker';
import { RankingCard } from '../components/ranking-card';

function RankingSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('insights.ranking.loading')} className="space-y-3">
      {Array.from({ length: 5 }, (_, index) => <Skeleton key={index} className="h-20 rounded-2xl" />)}
    </div>
  );
}

function Ranking({ period }: { period: RankingPeriod }) {
  const t = useT();
  const { data, isPending, isError, refetch, isRefetching } = useRanking(period);
  if (isError) {
    return (
      <div role="alert" className="rounded-2xl border border-ink-200 p-6 text-center">
        <p className="text-ink-700">{t('insights.ranking.failed')}</p>
        <Button variant="secondary" className="mt-4" disabled={isRefetching} onClick={() => void refetch()}>
          {t('insights.ranking.tryAgain')}
        </Button>
      </div>
    );
  }
  if (isPending) return <RankingSkeleton />;
  const outside = data.you && !data.ranking.some((row) => row.isYou) ? data.you : null;
  return (
    <>
      {data.ranking.length === 0 ? (
        <p className="rounded-2xl border border-ink-200 p-6 text-center text-ink-700">{t('insights.ranking.none')}</p>
      ) : (
        <ol className="space-y-3">
          {data.ranking.map((row) => <li key={row.position}><RankingCard row={row} /></li>)}
        </ol>
      )}
      {outside ? (
        <section aria-label={t('insights.ranking.yourPosition')} className="mt-6">
          <h2 className="mb-2 text-sm font-medium text-ink-700">{t('insights.ranking.yourPosition')}</h2>
          <RankingCard row={outside} />
        </section>
      ) : null}
    </>
  );
}

/** /order-ranking (spec 2 §2, §9): the month's top 10 customers by delivered orders, masked on the server. */
export function RankingPage() {
  const t = useT();
  useDocumentTitle(t('insights.ranking.title'));
  const session = useSession();
  const [period, setPeriod] = useState(() => currentRankingPeriod());
  if (!session) return <Navigate to={paths.login} replace />;
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-semibold text-ink-900 sm:text-3xl">{t('insights.ranking.title')}</h1>
      <p className="mb-6 mt-1 text-sm text-ink-600">{t('insights.ranking.intro')}</p>
      <div className="mb-6">
        <PeriodPicker period={period} onChange={setPeriod} />
      </div>
      <Ranking period={period} />
    </div>
  );
}

export { RankingPage as Component };
