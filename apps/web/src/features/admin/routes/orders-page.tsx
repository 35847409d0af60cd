import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminOrders } from '../api/get-orders';
import type { AdminOrderFilters } from '../api/keys';
import { OrderFilters, type FilterName } from '../components/order-filters';
import { OrdersTable } from '../components/orders-table';
import { PagedList } from '../components/paged-list';
import { useUrlFilters } from '../components/use-url-filters';
import { DownloadCsvButton } from '../csv/download-button';

/** The filters live in the URL, so a filtered list survives a reload and can be shared. */
const filterNames: FilterName[] = ['status', 'paymentStatus', 'method', 'attention', 'from', 'to', 'q'];

export function AdminOrdersPage() {
  useDocumentTitle('Orders');
  const { filters, change: changeFilter } = useUrlFilters<AdminOrderFilters>(filterNames);
  const orders = useAdminOrders(filters);
  const rows = orders.data?.pages.flatMap((page) => page.orders) ?? [];

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-ink-900">Orders</h1>
        <DownloadCsvButton path="/api/admin/orders/export.csv" query={filters} fileName="mitumba-orders.csv" label="Download CSV" />
      </div>
      <OrderFilters key={filters.q ?? ''} filters={filters} onChange={changeFilter} />
      <PagedList query={orders} count={rows.length} errorText="Could not load the orders. Please try again." empty="No orders match these filters.">
        <OrdersTable rows={rows} />
      </PagedList>
    </section>
  );
}

