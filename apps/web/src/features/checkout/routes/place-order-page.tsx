import { useProfile } from '@/features/account';
import { useCart } from '@/features/cart';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOnline } from '@/pwa/online-status';
import { useLastAddress } from '../api/get-last-address';
import { usePaymentSettings } from '../api/get-payment-settings';
import { CheckoutForm } from '../components/checkout-form';
import { CheckoutLoadError, CheckoutNeedsConnection, CheckoutSkeleton, EmptyCheckout } from '../components/checkout-states';
import { prefillAddress } from '../delivery-address';
import { checkoutMethods } from '../payment-choice';
import { usePendingOrderRedirect } from '../use-pending-order-redirect';
import { useVisitorRedirect } from '../use-visitor-redirect';
import { useT } from '@/i18n';

/**
 * Waits for what the form starts from: no pending order, the cart and payment methods as the server has them, and
 * the last address or profile to fill the delivery details. Totals come from the server only (the cart's discount
 * in navigation state is not used).
 */
function Checkout({ online }: { online: boolean }) {
  const blocked = usePendingOrderRedirect();
  const cart = useCart({ fresh: true });
  const settings = usePaymentSettings();
  const lastAddress = useLastAddress();
  const profile = useProfile();
  const t = useT();

  if (cart.isError && !cart.data) return <CheckoutLoadError message={t('checkout.cartLoadFailed')} onRetry={() => void cart.refetch()} />;
  if (settings.isError && !settings.data) {
    return <CheckoutLoadError message={t('checkout.methodsLoadFailed')} onRetry={() => void settings.refetch()} />;
  }
  // Offline, what has not loaded waits for the connection (the notice above says so) instead of a skeleton that never ends.
  if (blocked || !cart.data || !settings.data || lastAddress.isPending || profile.isPending) return online ? <CheckoutSkeleton /> : null;
  if (cart.data.items.length === 0) return <EmptyCheckout />;
  return (
    <CheckoutForm
      cart={cart.data}
      methods={checkoutMethods(settings.data.methods, settings.data.depositMethods)}
      deposits={settings.data}
      initialAddress={prefillAddress(lastAddress.data, profile.data)}
    />
  );
}

/** /place-order (login required): delivery details, coupon, payment method, terms and Confirm Order. */
export function PlaceOrderPage() {
  const t = useT();
  useDocumentTitle(t('checkout.title'));
  const visitor = useVisitorRedirect();
  const online = useOnline();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="mb-6 text-2xl font-semibold text-ink-900 sm:text-3xl">{t('checkout.title')}</h1>
      {online ? null : <CheckoutNeedsConnection />}
      {visitor ? null : <Checkout online={online} />}
    </div>
  );
}

export { PlaceOrderPage as Component };
