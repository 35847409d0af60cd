import { Link, Navigate } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { PackageSearch } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';
import { adminPaths } from '../admin-paths';
import { AdminLayout } from './admin-layout';
import { AuditPage } from './audit-page';
import { AdminOrderDetailPage } from './order-detail-page';
import { AdminOrdersPage } from './orders-page';

function AdminNotFound() {
  return (
    <StatusView icon={PackageSearch} title="Page not found" actions={<Link to={adminPaths.orders} className={buttonClasses('primary')}>Back to orders</Link>}>
      <p>There is no back-office page at this address.</p>
    </StatusView>
  );
}

/** /admin opens on the orders for now (the dashboard comes later). */
function AdminHome() {
  return <Navigate to={adminPaths.orders} replace />;
}

/**
 * The back office's screens in ONE chunk: the app's router points each /admin route here, so the storefront's
 * first load carries only the route entries and a single dynamic import.
 */
export const adminScreens = {
  layout: AdminLayout,
  home: AdminHome,
  orders: AdminOrdersPage,
  order: AdminOrderDetailPage,
  audit: AuditPage,
  notFound: AdminNotFound,
};

export type AdminScreen = keyof typeof adminScreens;
