import { useDocumentTitle } from '@/lib/use-document-title';
import { PagedList } from '../components/paged-list';
import { useUrlFilters } from '../components/use-url-filters';
import { CustomerFilters, type CustomerFilterName } from './customer-filters';
import { useCustomers, type CustomerFilters as Filters } from './customers-api';
import { CustomersList } from './customers-list';

/** The filters live in the URL, so a filtered list survives a reload and can be shared. */
const filterNames: CustomerFilterName[] = ['q', 'role', 'status'];

/** /admin/customers: every account, newest first; search, role and status filters, server pages. */
export function CustomersPage() {
  useDocumentTitle('Customers');
  const { filters, change: changeFilter } = useUrlFilters<Filters>(filterNames);
  const customers = useCustomers(filters);
  const rows = customers.data?.pages.flatMap((page) => page.customers) ?? [];

  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-ink-900">Customers</h1>
      <CustomerFilters key={filters.q ?? ''} filters={filters} onChange={changeFilter} />
      <PagedList query={customers} count={rows.length} errorText="Could not load the customers. Please try again." empty="No customers match these filters.">
        <CustomersList rows={rows} />
      </PagedList>
    </section>
  );
}
