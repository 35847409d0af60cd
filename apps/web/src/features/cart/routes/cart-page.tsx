import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/ui/toaster';
import type { CartResponse } from '@mitumba/contracts/plain';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { ShieldCheck } from '@/ui/icons';
import { useCart } from '../api/get-cart';
import { cartKeys } from '../api/keys';
import { CartLineItem } from '../components/cart-line';
import { CartLoadError, CartNeedsLogin, CartSkeleton, EmptyCart } from '../components/cart-states';
import { CartTotals } from '../components/cart-totals';
import { MobileCheckoutBar } from '../components/mobile-checkout-bar';
import { PendingOrderNotice } from '../components/pending-order-notice';
import { useT } from '@/i18n';

function CartContents({ cart }: { cart: CartResponse }) {
  const navigate = useNavigate();
  const updating = useIsMutating({ mutationKey: cartKeys.update() }) > 0;
  const totals = useRef<HTMLElement>(null);
  const { summary } = cart;
  const checkout = () => navigate(paths.placeOrder, { state: { discount: summary.discount } });
  const t = useT();

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_24rem] lg:items-start">
      <section aria-labelledby="cart-items-title">
        <h2 id="cart-items-title" className="sr-only">
          {t('cart.items')}
        </h2>
        <ul className="divide-y divide-ink-200 border-y border-ink-200">
          {cart.items.map((line) => (
            <CartLineItem key={`${line.productId}:${line.weight}`} line={line} />
          ))}
        </ul>
      </section>
      <section ref={totals} aria-labelledby="cart-totals-title" className="rounded-3xl border border-ink-200 bg-ink-50 p-5 sm:p-6 lg:sticky lg:top-28">
        <h2 id="cart-totals-title" className="mb-2 text-lg font-semibold text-ink-900">
          {t('cart.totals')}
        </h2>
        <CartTotals summary={summary} />
        <Button
          size="lg"
          className="mt-5 w-full"
          disabled={updating}
          onClick={checkout}
        >
          {t('cart.proceed')}
        </Button>
        <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-ink-600">
          <ShieldCheck aria-hidden="true" className="size-4 text-brand-700" />
          {t('cart.payWays')}
        </p>
      </section>
      <MobileCheckoutBar total={summary.total} discount={summary.discount} totals={totals} disabled={updating} onCheckout={checkout} />
    </div>
  );
}

function CustomerCart() {
  const cart = useCart({ fresh: true });
  const failed = cart.isError && !cart.data;
  const t = useT();

  useEffect(() => {
    if (failed) toast.error(t('cart.loadFailed'), { id: 'cart-load-failed' });
  }, [failed, t]);

  if (cart.data) {
    if (cart.data.items.length === 0) return <EmptyCart />;
    return (
      <>
        <PendingOrderNotice />
        <CartContents cart={cart.data} />
      </>
    );
  }
  if (failed) return <CartLoadError onRetry={() => void cart.refetch()} />;
  return <CartSkeleton />;
}

/** /cart: the customer's lines, quantities and totals as the server prices them; visitors are asked to log in. */
export function CartPage() {
  const t = useT();
  useDocumentTitle(t('cart.title'));
  const session = useSession();
  const cart = useCart();
  const count = cart.data?.summary.itemCount ?? 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="mb-6 flex items-baseline gap-3 text-2xl font-semibold text-ink-900 sm:text-3xl">
        {t('cart.heading')}
        {session && count > 0 ? (
          <span className="text-base font-normal text-ink-600">
            {t('cart.count', { count })}
          </span>
        ) : null}
      </h1>
      {session ? <CustomerCart /> : <CartNeedsLogin />}
    </div>
  );
}

export { CartPage as Component };
