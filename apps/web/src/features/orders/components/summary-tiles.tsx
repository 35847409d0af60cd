import { Link } from 'react-router';
import type { OrderSummary } from '@mitumba/contracts/plain';
import { useT } from '@/i18n';
import { paths } from '@/lib/paths';
import { Package, ShoppingBag, Sparkles } from '@/ui/icons';

const tile = 'flex min-h-20 flex-col justify-center rounded-2xl border border-ink-200 bg-white px-4 py-3';

/** Spec 2 §2: total orders, items purchased, and the Top Ranking tile to /order-ranking. */
export function SummaryTiles({ summary }: { summary: OrderSummary }) {
  const t = useT();
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <div className={tile}>
        <Package aria-hidden="true" className="size-5 text-brand-700" />
        <p className="mt-1 text-2xl font-semibold text-ink-900 tabular-nums" data-testid="total-orders">{summary.totalOrders}</p>
        <p className="text-xs text-ink-600">{t('orders.summary.totalOrders')}</p>
      </div>
      <div className={tile}>
        <ShoppingBag aria-hidden="true" className="size-5 text-brand-700" />
        <p className="mt-1 text-2xl font-semibold text-ink-900 tabular-nums" data-testid="items-purchased">{summary.itemsPurchased}</p>
        <p className="text-xs text-ink-600">{t('orders.summary.itemsPurchased')}</p>
      </div>
      <Link to={paths.orderRanking} className={`${tile} col-span-2 bg-brand-50 hover:border-brand-400 sm:col-span-1`}>
        <Sparkles aria-hidden="true" className="size-5 text-brand-700" />
        <p className="mt-1 text-base font-semibold text-ink-900">{t('orders.summary.topRanking')}</p>
        <p className="text-xs text-ink-600">{t('orders.summary.topRankingHint')}</p>
      </Link>
    </div>
  );
}
