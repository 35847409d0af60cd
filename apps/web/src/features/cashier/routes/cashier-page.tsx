import { Navigate } from 'react-router';
import { useProfile } from '@/features/account';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/session';
import { Skeleton } from '@/ui/skeleton';
import { useCurrentCode } from '../api/get-current-code';
import { useTodaysOrders } from '../api/get-todays-orders';
import { CodeCard } from '../components/code-card';
import { ConfirmCashForm } from '../components/confirm-cash-form';
import { TodaysOrders } from '../components/todays-orders';
import { WalkInSaleCard } from '../components/walk-in-sale-card';

/**
 * The counter (spec 2): the 5-digit code customers enter for cash and cash-on-delivery orders (one code per order),
 * recording a walk-in sale, confirming the cash of a delivered COD order, and today's cash orders to count the drawer.
 * Admins see all but the code.
 */
export function CashierPage() {
  useDocumentTitle('Security code');
  const session = useSession();
  const profile = useProfile();
  const role = profile.data?.role;
  const isCashier = role === 'cashier';
  const isStaff = isCashier || role === 'admin';
  const code = useCurrentCode(isCashier);
  const today = useTodaysOrders(isStaff);

  if (!session) return <Navigate to={paths.login} replace />;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-semibold text-ink-900">Security code</h1>
      <p className="mt-2 max-w-xl text-ink-700">Give this code to a customer paying cash at the counter. It changes every 10 minutes.</p>
      {profile.isPending ? <Skeleton className="mt-6 h-56 w-full max-w-md rounded-2xl" /> : null}
      {profile.data && !isStaff ? <p role="alert" className="mt-6 text-ink-800">Only cashiers can see the security code.</p> : null}
      {isStaff ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start">
          <div className="flex flex-col gap-6">
            {isCashier && code.isPending ? <Skeleton className="h-56 w-full rounded-2xl" /> : null}
            {isCashier && code.isError ? <p role="alert" className="text-danger-700">Could not load the security code. Please try again.</p> : null}
            {code.data ? <CodeCard code={code.data.code} expiresAt={code.data.expiresAt} /> : null}
            <WalkInSaleCard />
            <ConfirmCashForm />
          </div>
          <TodaysOrders data={today.data} isPending={today.isPending} isError={today.isError} />
        </div>
      ) : null}
    </section>
  );
}

export { CashierPage as Component };
