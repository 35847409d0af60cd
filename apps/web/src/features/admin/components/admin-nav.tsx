import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { adminPaths } from '../admin-paths';

/** The sections built so far; the others (catalogue, offers, settings...) join as they land. */
export const adminSections = [
  { label: 'Orders', to: adminPaths.orders },
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
            <NavLink to={section.to} className={linkClasses}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
