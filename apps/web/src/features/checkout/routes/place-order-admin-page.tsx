import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/ui/toaster';
import { useProfile } from '@/features/account';
import { useCart } from '@/features/cart';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CheckoutLoadError, CheckoutSkeleton, EmptyCheckout } from '../components/checkout-states';
import { WalkInCustomerForm } from '../components/walk-in-customer-form';
import { useVisitorRedirect } from '../use-visitor-redirect';
import { useT } from '@/i18n';

const STAFF_ROLES = ['cashier', 'admin'];

function CashierCart() {
  const t = useT();
  const cart = useCart({ fresh: true });
  if (cart.data) return cart.data.items.length > 0 ? <WalkInCustomerForm cart={cart.data} /> : <EmptyCheckout />;
  if (cart.isError) return <CheckoutLoadError message={t('checkout.cartLoadFailed')} onRetry={() => void cart.refetch()} />;
  return <CheckoutSkeleton />;
}

/** Cashiers and admins only: anyone else is told so and sent home. */
function StaffOnly() {
  const profile = useProfile();
  const t = useT();
  const navigate = useNavigate();
  const role = profile.data?.role;
  const allowed = role !== undefined && STAFF_ROLES.includes(role);

  useEffect(() => {
    if (!profile.data || allowed) return;
    toast.error(t('checkout.messages.staffOnly'), { id: 'staff-only' });
    navigate(paths.home, { replace: true });
  }, [profile.data, allowed, navigate, t]);

  if (profile.isError) return <CheckoutLoadError message={t('checkout.userLoadFailed')} onRetry={() => void profile.refetch()} />;
  return allowed ? <CashierCart /> : <CheckoutSkeleton />;
}

/** /place-order-admin: a cashier's cash sale to a walk-in customer (customer name, contact, notes) from their cart. */
export function PlaceOrderAdminPage() {
  const t = useT();
  useDocumentTitle(t('checkout.cash.title'));
  const visitor = useVisitorRedirect();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="mb-6 text-2xl font-semibold text-ink-900 sm:text-3xl">{t('checkout.cash.title')}</h1>
      {visitor ? null : <StaffOnly />}
    </div>
  );
}

export { PlaceOrderAdminPage as Component };
