import { Link, useRoutes } from 'react-router';
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
import { JobsPage } from '../jobs/jobs-page';
import { OffersPage } from '../offers/offers-page';
import { PaymentsReviewPage } from '../payments-review/payments-review-page';
import { ReconciliationPage } from '../reconciliation/reconciliation-page';
import { RefundsPage } from '../refunds/refunds-page';
import { SettingsPage } from '../settings/settings-page';
import { WaitlistPage } from '../waitlist/waitlist-page';
import { AdminLayout } from './admin-layout';
import { AuditPage } from './audit-page';
import { AdminOrderDetailPage } from './order-detail-page';
import { AdminOrdersPage } from './orders-page';
import { ConversationPage } from '../inbox/conversation-page';
import { InboxPage } from '../inbox/inbox-page';
import { CouponsPage } from '../coupons/coupons-page';
import { DeliveryOptionsPage } from '../delivery/delivery-options-page';
import { CouriersPage } from '../couriers/couriers-page';

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
  // useRoutes with route objects, not <Routes>/<Route>: it is the code the app's router already ships, so the
  // storefront's shared router chunk gains nothing from the back office.
  return useRoutes([
    {
      element: <AdminLayout />,
      children: [
        { index: true, element: <DashboardPage /> },
        { path: 'orders', element: <AdminOrdersPage /> },
        { path: 'orders/:orderId', element: <AdminOrderDetailPage /> },
        { path: 'payments', element: <PaymentsReviewPage /> },
        { path: 'reconciliation', element: <ReconciliationPage /> },
        { path: 'refunds', element: <RefundsPage /> },
        { path: 'products', element: <ProductsPage /> },
        { path: 'products/new', element: <ProductEditPage /> },
        { path: 'products/:productId', element: <ProductEditPage /> },
        { path: 'catalogue-csv', element: <CatalogueCsvPage /> },
        { path: 'banners', element: <BannersPage /> },
        { path: 'offers', element: <OffersPage /> },
        { path: 'waitlist', element: <WaitlistPage /> },
        { path: 'customers', element: <CustomersPage /> },
        { path: 'customers/:userId', element: <CustomerDetailPage /> },
        { path: 'settings', element: <SettingsPage /> },
        { path: 'audit', element: <AuditPage /> },
        { path: 'coupons', element: <CouponsPage /> },
        { path: 'delivery', element: <DeliveryOptionsPage /> },
        { path: 'couriers', element: <CouriersPage /> },
        { path: 'jobs', element: <JobsPage /> },
        { path: 'inbox', element: <InboxPage /> },
        { path: 'inbox/:customerId', element: <ConversationPage /> },
        { path: '*', element: <AdminNotFound /> },
      ],
    },
  ]);
}
