import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { adminPaths } from '../admin-paths';

export const adminSections = [
  { label: 'Dashboard', to: adminPaths.dashboard, end: true },
  { label: 'Orders', to: adminPaths.orders },
  { label: 'Payments to check', to: adminPaths.payments },
  { label: 'Reconciliation', to: adminPaths.reconciliation },
  { label: 'Refunds', to: adminPaths.refunds },
  { label: 'Products', to: adminPaths.products },
  { label: 'Import / export', to: adminPaths.catalogueCsv },
  { label: 'Banners', to: adminPaths.banners },
  { label: 'Offers', to: adminPaths.offers },
  { label: 'Waitlist', to: adminPaths.waitlist },
  { label: 'Customers', to: adminPaths.customers },
  { label: 'Messages', to: adminPaths.inbox },
  { label: 'Coupons', to: adminPaths.coupons },
  { label: 'Delivery', to: adminPaths.delivery },
  { label: 'Couriers', to: adminPaths.couriers },
  { label: 'Background work', to: adminPaths.jobs },
  { label: 'Settings', to: adminPaths.settings },
  { label: 'Audit log', to: adminPaths.audit },
] as const;

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold transition-colors',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-700 hover:bg-ink-100',
  );

/** A side column at desktop widths, a row of tabs on a phone. */
export function AdminNav() {
  return (
    <nav aria-label="Back office">
      <ul className="flex gap-2 overflow-x-auto lg:flex-col">
        {adminSections.map((section) => (
          <li key={section.to} className="shrink-0">
            <NavLink to={section.to} end={'end' in section} className={linkClasses}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
