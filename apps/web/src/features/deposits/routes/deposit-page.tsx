import { Link, Navigate } from 'react-router';
import { OrderCard, OrdersLoadError, OrdersLoading, useOrdersHistory } from '@/features/orders';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/session';
import { Button, buttonClasses } from '@/ui/button';
import { HandCoins } from '@/ui/icons';
import { useT } from '@/i18n';

/** No balance to pay: what a deposit is, and the ways on. */
function NoOpenBalance() {
  const t = useT();
  return (
    <div className="mt-8 flex flex-col items-center gap-3 rounded-2xl border border-ink-200 bg-white p-6 text-center sm:p-8" data-testid="no-balance">
      <HandCoins aria-hidden="true" className="size-10 text-brand-700" />
      <h2 className="text-lg font-semibold text-ink-900">{t('deposits.page.noBalance')}</h2>
      <p className="max-w-md text-ink-700">
        {t('deposits.page.explain')}
      </p>
      <div className="mt-2 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Link to={paths.cart} className={buttonClasses('accent', 'lg')}>
          {t('deposits.page.goToCart')}
        </Link>
        <Link to={paths.orders} className={buttonClasses('secondary', 'lg')}>
          {t('deposits.page.viewMyOrders')}
        </Link>
      </div>
    </div>
  );
}

/**
 * /deposit: the deposit entry the Paystack and PesaFlux screens send a customer back to ('Try Again'; spec 2 §2).
 * The customer's orders with a balance still open, each with its pay-balance form; none, a word about deposits.
 * Visitors go to /login.
 */
export function DepositPage() {
  const t = useT();
  useDocumentTitle(t('deposits.page.title'));
  const session = useSession();
  const history = useOrdersHistory();
  if (!session) return <Navigate to={paths.login} replace />;

  const open = history.data?.pages.flatMap((page) => page.orders).filter((order) => order.balanceOpen && order.balance > 0) ?? [];

  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-semibold text-ink-900">{t('deposits.page.title')}</h1>
      <p className="mt-1 text-ink-700">{t('deposits.page.intro')}</p>
      {history.isPending ? <OrdersLoading /> : null}
      {history.isError && !history.data ? (
        <OrdersLoadError onRetry={() => void history.refetch()} />
      ) : null}
      {history.data && open.length === 0 && !history.hasNextPage ? <NoOpenBalance /> : null}
      {open.length > 0 ? (
        <ul className="mt-6 space-y-4">
          {open.map((order) => (
            <li key={order._id}>
              <OrderCard order={order} linkToPage mpesaBalanceScreen="mpesa-deposit" />
            </li>
          ))}
        </ul>
      ) : null}
      {history.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
            {t(history.isFetchingNextPage ? 'deposits.page.loading' : 'deposits.page.older')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

export { DepositPage as Component };
