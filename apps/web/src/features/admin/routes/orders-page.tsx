import { useSearchParams } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { useAdminOrders } from '../api/get-orders';
import type { AdminOrderFilters } from '../api/keys';
import { OrderFilters, type FilterName } from '../components/order-filters';
import { OrdersTable } from '../components/orders-table';

const filterNames: FilterName[] = ['status', 'paymentStatus', 'method', 'from', 'to', 'q'];

/** The filters live in the URL, so a filtered list survives a reload and can be shared. */
function readFilters(params: URLSearchParams): AdminOrderFilters {
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return filters as AdminOrderFilters;
}

export function AdminOrdersPage() {
  useDocumentTitle('Orders');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const orders = useAdminOrders(filters);
  const rows = orders.data?.pages.flatMap((page) => page.orders) ?? [];

  const changeFilter = (name: FilterName, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-ink-900">Orders</h1>
      <OrderFilters key={filters.q ?? ''} filters={filters} onChange={changeFilter} />
      {orders.isPending ? <Skeleton className="h-64 w-full rounded-2xl" /> : null}
      {orders.isError ? (
        <p role="alert" className="text-danger-700">
          {isApiError(orders.error) ? orders.error.message : 'Could not load the orders. Please try again.'}
        </p>
      ) : null}
      {orders.isSuccess && rows.length === 0 ? <p className="text-ink-700">No orders match these filters.</p> : null}
      {rows.length > 0 ? <OrdersTable rows={rows} /> : null}
      {orders.hasNextPage ? (
        <Button variant="secondary" className="self-center" disabled={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
          {orders.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </section>
  );
}

