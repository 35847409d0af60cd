import type { RankingRow } from '@mitumba/contracts/plain';
import { useMoney, useT } from '@/i18n';
import { cn } from '@/lib/cn';
import { BadgeCheck } from '@/ui/icons';

const medal: Record<number, string> = {
  1: 'bg-accent-100 text-accent-600',
  2: 'bg-ink-100 text-ink-700',
  3: 'bg-brand-50 text-brand-700',
};

/** One place of the ranking: another customer as the server masked them, or the viewer's own row, highlighted. */
export function RankingCard({ row }: { row: RankingRow }) {
  const t = useT();
  const money = useMoney();
  return (
    <article
      aria-label={row.isYou ? t('insights.ranking.youAt', { position: row.position }) : t('insights.ranking.position', { position: row.position })}
      className={cn(
        'flex items-center gap-4 rounded-2xl border p-4',
        row.isYou ? 'border-brand-600 bg-brand-50 ring-2 ring-brand-100' : 'border-ink-200 bg-white',
      )}
    >
      <span
        className={cn('inline-flex size-12 shrink-0 items-center justify-center rounded-full text-lg font-semibold', medal[row.position] ?? 'bg-ink-100 text-ink-700')}
        aria-hidden="true"
      >
        {row.position}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="truncate font-semibold text-ink-900">{row.name}</span>
          {row.isYou ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">
              <BadgeCheck aria-hidden="true" className="size-3.5" /> {t('insights.ranking.you')}
            </span>
          ) : null}
        </p>
        {row.label ? <p className="text-sm font-semibold text-brand-700">{row.label}</p> : null}
        {row.isYou ? (
          <p className="text-sm text-ink-600">{t('insights.ranking.orders', { count: row.orderCount })}</p>
        ) : null}
      </div>
      <p className="shrink-0 text-right font-semibold text-ink-900">
        {row.isYou ? money.price(row.total) : t('insights.ranking.atLeast', { amount: money.price(row.totalAtLeast) })}
      </p>
    </article>
  );
}
