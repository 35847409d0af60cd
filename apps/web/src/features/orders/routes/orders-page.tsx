import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from '@/ui/toaster';
import { useT, type MessageId } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/session';
import { Button, buttonClasses } from '@/ui/button';
import { Package } from '@/ui/icons';
import { useOrdersHistory } from '../api/get-orders';
import { OrderCard } from '../components/order-card';
import { OrdersLoadError, OrdersLoading } from '../components/orders-load-states';
import { SummaryTiles } from '../components/summary-tiles';

/** The server answered with an error, or the request never got an answer (spec 2 §8). */
const loadFailure = (error: unknown): MessageId => (isApiError(error) && error.status > 0 ? 'orders.loadFailed' : 'orders.fetchError');

/**
 * /orders (spec 2 §2 Order history): the summary tiles and one card per order, newest first, a page at a time,
 * polled every 30 s while the tab is visible. Visitors go to /login.
 */
export function OrdersPage() {
  const t = useT();
  useDocumentTitle(t('orders.title'));
  const session = useSession();
  const history = useOrdersHistory();
  const failed = history.isError && !history.data;

  useEffect(() => {
    if (failed) toast.error(t(loadFailure(history.error)));
    // The toast is said once per failure, in the language of that moment.
  }, [failed, history.error]);

  if (!session) return <Navigate to={paths.login} replace />;

  const orders = history.data?.pages.flatMap((page) => page.orders) ?? [];
  const summary = history.data?.pages[0]?.summary;

  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-semibold text-ink-900">{t('orders.title')}</h1>
      {history.isPending ? (
        <OrdersLoading />
      ) : null}
      {failed ? (
        <OrdersLoadError onRetry={() => void history.refetch()} />
      ) : null}
      {history.data && orders.length === 0 ? (
        <div className="mt-8 flex flex-col items-center gap-3 rounded-2xl border border-ink-200 bg-white p-8 text-center">
          <Package aria-hidden="true" className="size-10 text-ink-400" />
          <h2 className="text-lg font-semibold text-ink-900">{t('orders.empty.title')}</h2>
          <p className="text-ink-700">{t('orders.empty.body')}</p>
          <Link to={paths.home} className={buttonClasses('accent', 'lg')}>
            {t('orders.empty.browse')}
          </Link>
        </div>
      ) : null}
      {summary && orders.length > 0 ? (
        <div className="mt-6 space-y-5">
          <SummaryTiles summary={summary} />
          <ul className="space-y-4">
            {orders.map((order) => (
              <li key={order._id}>
                <OrderCard order={order} linkToPage />
              </li>
            ))}
          </ul>
          {history.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="secondary" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
                {t(history.isFetchingNextPage ? 'orders.loadingMore' : 'orders.loadMore')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

export { OrdersPage as Component };
