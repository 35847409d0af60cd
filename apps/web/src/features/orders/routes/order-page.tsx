import { Link, Navigate, useParams } from 'react-router';
import { useT } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/session';
import { Button, buttonClasses } from '@/ui/button';
import { ChevronLeft, PackageSearch } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { StatusView } from '@/ui/status-view';
import { useOrder } from '../api/get-order';
import { AskAboutOrder } from '../components/ask-about-order';
import { DeliverySteps } from '../components/delivery-steps';
import { OrderCard } from '../components/order-card';
import { OrderRefunds } from '../components/order-refunds';
import { OrderTimeline } from '../components/order-timeline';

/** /order/:orderId: one of the customer's orders in full with its payment timeline. Anyone else's is not found. */
export function OrderPage() {
  const { orderId = '' } = useParams();
  const t = useT();
  useDocumentTitle(t('orders.card.title', { orderId }));
  const session = useSession();
  const order = useOrder(orderId);

  if (!session) return <Navigate to={paths.login} replace />;
  if (order.isError && !order.data) {
    const missing = isApiError(order.error, 404) || isApiError(order.error, 400);
    return (
      <StatusView
        icon={PackageSearch}
        tone={missing ? 'accent' : 'danger'}
        title={t(missing ? 'orders.page.notFound' : 'orders.loadError')}
        actions={
          <>
            {missing ? null : (
              <Button variant="accent" size="lg" onClick={() => void order.refetch()}>
                {t('orders.tryAgain')}
              </Button>
            )}
            <Link to={paths.orders} className={buttonClasses(missing ? 'accent' : 'secondary', 'lg')}>
              {t('orders.page.back')}
            </Link>
          </>
        }
      >
        {missing ? <p>{t('orders.page.notFoundBody')}</p> : null}
      </StatusView>
    );
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <Link to={paths.orders} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700">
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('orders.title')}
      </Link>
      <h1 className="mt-2 text-2xl font-semibold text-ink-900">{t('orders.page.title')}</h1>
      {order.data ? (
        <div className="mt-6 space-y-5">
          <OrderCard order={order.data.order} />
          <DeliverySteps order={order.data.order} />
          <AskAboutOrder order={order.data.order} />
          <OrderRefunds orderId={orderId} />
          <OrderTimeline steps={order.data.timeline} />
        </div>
      ) : (
        <div aria-busy="true" aria-label={t('orders.page.loading')} className="mt-6 space-y-4">
          <Skeleton className="h-64 w-full rounded-2xl" />
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
      )}
    </section>
  );
}

export { OrderPage as Component };
