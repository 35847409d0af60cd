import { Link, Route, Routes } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { PackageSearch } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';
import { adminPaths } from '../admin-paths';
import { BannersPage } from '../banners/banners-page';
import { ProductEditPage } from '../catalogue/product-edit-page';
import { ProductsPage } from '../catalogue/products-page';
import { CatalogueCsvPage } from '../csv/catalogue-csv-page';
import { CustomerDetailPage } from '../customers/customer-detail-page';
import { CustomersPage } from '../customers/customers-page';
import { DashboardPage } from '../dashboard/dashboard-page';
import { OffersPage } from '../offers/offers-page';
import { PaymentsReviewPage } from '../payments-review/payments-review-page';
import { SettingsPage } from '../settings/settings-page';
import { WaitlistPage } from '../waitlist/waitlist-page';
import { AdminLayout } from './admin-layout';
import { AuditPage } from './audit-page';
import { AdminOrderDetailPage } from './order-detail-page';
import { AdminOrdersPage } from './orders-page';

function AdminNotFound() {
  return (
    <StatusView icon={PackageSearch} title="Page not found" actions={<Link to={adminPaths.dashboard} className={buttonClasses('primary')}>Back to the dashboard</Link>}>
      <p>There is no back-office page at this address.</p>
    </StatusView>
  );
}

/**
 * The whole back office, in ONE lazy chunk: the app's router has a single `/admin/*` entry that loads this file,
 * so the storefront's first load carries no back-office route, however many screens are added here.
 */
export function AdminApp() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="orders" element={<AdminOrdersPage />} />
        <Route path="orders/:orderId" element={<AdminOrderDetailPage />} />
        <Route path="payments" element={<PaymentsReviewPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="products/new" element={<ProductEditPage />} />
        <Route path="products/:productId" element={<ProductEditPage />} />
        <Route path="catalogue-csv" element={<CatalogueCsvPage />} />
        <Route path="banners" element={<BannersPage />} />
        <Route path="offers" element={<OffersPage />} />
        <Route path="waitlist" element={<WaitlistPage />} />
        <Route path="customers" element={<CustomersPage />} />
        <Route path="customers/:userId" element={<CustomerDetailPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
