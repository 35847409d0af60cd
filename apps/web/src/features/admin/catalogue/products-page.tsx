import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { buttonClasses } from '@/ui/button';
import { Plus } from '@/ui/icons';
import { adminPaths } from '../admin-paths';
import { PagedList } from '../components/paged-list';
import { useUrlFilters } from '../components/use-url-filters';
import { useLabelChoices } from './api/get-labels';
import { useAdminProducts } from './api/get-products';
import type { AdminProductFilters } from './api/keys';
import { ProductFilters, type ProductFilterName } from './components/product-filters';
import { ProductsTable } from './components/products-table';

/** The filters live in the URL, so a filtered list survives a reload and can be shared. */
const filterNames: ProductFilterName[] = ['q', 'category', 'label', 'stock', 'archived'];

/** /admin/products: every product, hidden and archived ones too, searched and filtered on the server. */
export function ProductsPage() {
  useDocumentTitle('Products');
  const { filters, change: changeFilter } = useUrlFilters<AdminProductFilters>(filterNames);
  const products = useAdminProducts(filters);
  const labels = useLabelChoices();
  const rows = products.data?.pages.flatMap((page) => page.products) ?? [];

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-ink-900">Products</h1>
        <Link to={adminPaths.newProduct} className={buttonClasses('accent')}>
          <Plus className="size-4" aria-hidden="true" />
          Add product
        </Link>
      </div>
      <ProductFilters key={filters.q ?? ''} filters={filters} labels={labels} onChange={changeFilter} />
      <PagedList query={products} count={rows.length} errorText="Could not load the products. Please try again." empty="No products match these filters.">
        <ProductsTable rows={rows} />
      </PagedList>
    </section>
  );
}
