import { Link, useParams } from 'react-router';
import type { AdminCustomerDetailResponse } from '@mitumba/contracts';
import { formatCardPrice } from '@mitumba/contracts/plain';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DetailList } from '@/ui/detail-list';
import { ChevronLeft } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { adminPaths } from '../admin-paths';
import { QueryError } from '../components/query-error';
import { RecentOrders } from '../components/recent-orders';
import { formatShopTime } from '../order-labels';
import { CustomerActions } from './customer-actions';
import { roleLabels } from './customer-labels';
import { CustomerStatusBadge } from './customer-status-badge';
import { useCustomer } from './customers-api';

const card = 'rounded-2xl border border-ink-200 bg-white p-4';
const heading = 'text-lg font-semibold text-ink-900';
const none = <p className="mt-2 text-sm text-ink-600">None.</p>;

interface StatusListItem {
  id: string;
  name: string;
  detail: string;
  status: string;
}

/** A card listing what the customer asked for (waitlist places, price offers), each with its status. */
function StatusListSection({ id, title, items }: { id: string; title: string; items: StatusListItem[] }) {
  return (
    <section className={card} aria-labelledby={id}>
      <h2 id={id} className={heading}>{title}</h2>
      {items.length === 0 ? none : (
        <ul className="mt-2 divide-y divide-ink-200">
          {items.map((item) => (
            <li key={item.id} className="flex justify-between gap-3 py-2 text-sm">
              <span className="text-ink-900">{item.name} <span className="text-ink-600">{item.detail}</span></span>
              <span className="text-ink-700 capitalize">{item.status}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CustomerDetail({ detail }: { detail: AdminCustomerDetailResponse }) {
  const { customer, recentOrders, waitlist, offers, activeSessions } = detail;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold wrap-anywhere text-ink-900">{customer.name}</h1>
        <CustomerStatusBadge status={customer.status} />
        <span className="text-sm font-semibold text-ink-700" data-testid="customer-role">{roleLabels[customer.role]}</span>
      </div>
      <CustomerActions key={`${customer.role}-${customer.status}`} customer={customer} />
      <div className="grid gap-6 lg:grid-cols-2">
        <section className={card} aria-labelledby="profile-heading">
          <h2 id="profile-heading" className={heading}>Profile</h2>
          <DetailList
            className="mt-2"
            details={[
              { label: 'E-mail', value: customer.email },
              { label: 'Phone', value: customer.phone },
              { label: 'Points', value: String(customer.points) },
              { label: 'Orders', value: String(customer.ordersCount) },
              { label: 'Joined', value: formatShopTime(customer.joinedAt) },
              { label: 'Signed in on', value: `${activeSessions} device${activeSessions === 1 ? '' : 's'}`, testId: 'active-sessions' },
            ]}
          />
        </section>
        <RecentOrders orders={recentOrders} className={card} />
        <StatusListSection
          id="waitlist-heading"
          title="Waitlist"
          items={waitlist.map((entry) => ({ id: entry.id, name: entry.productName, detail: `· ${entry.weight} × ${entry.quantity}`, status: entry.status }))}
        />
        <StatusListSection
          id="offers-heading"
          title="Price offers"
          items={offers.map((offer) => ({ id: offer.id, name: offer.productName, detail: `· ${offer.weight} · ${formatCardPrice(offer.price)}`, status: offer.status }))}
        />
      </div>
    </div>
  );
}

/** /admin/customers/:userId: the account, its orders, waitlist and offers; suspend, reinstate, change role. */
export function CustomerDetailPage() {
  const { userId = '' } = useParams();
  const customer = useCustomer(userId);
  useDocumentTitle(customer.data ? customer.data.customer.name : 'Customer');
  return (
    <section className="flex flex-col gap-4">
      <Link to={adminPaths.customers} className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-brand-700">
        <ChevronLeft className="size-4" aria-hidden="true" />
        All customers
      </Link>
      {customer.isPending ? <Skeleton className="h-96 w-full rounded-2xl" /> : null}
      {customer.isError ? <QueryError error={customer.error} fallback="Could not load this customer. Please try again." /> : null}
      {customer.data ? <CustomerDetail detail={customer.data} /> : null}
    </section>
  );
}
