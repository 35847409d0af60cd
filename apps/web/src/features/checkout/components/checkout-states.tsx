import { Link } from 'react-router';
import { CHECKOUT_MESSAGES } from '@mitumba/contracts/plain';
import { paths } from '@/lib/paths';
import { Button, buttonClasses } from '@/ui/button';
import { ShoppingBag, WifiOff } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { T, useT } from '@/i18n';
import { useSay } from '@/features/payments/message-words';

const panel = 'mx-auto flex max-w-md flex-col items-center rounded-3xl border border-ink-200 px-6 py-12 text-center';

export function EmptyCheckout() {
  const t = useT();
  const say = useSay();
  return (
    <div className={panel}>
      <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <ShoppingBag aria-hidden="true" className="size-6" />
      </span>
      <p className="text-ink-700">{say(CHECKOUT_MESSAGES.emptyCart)}</p>
      <Link to={paths.collection} className={buttonClasses('primary', 'lg', 'mt-6')}>
        {t('checkout.continueShopping')}
      </Link>
    </div>
  );
}

export function CheckoutLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className={panel}>
      <p className="text-ink-700">{message}</p>
      <Button variant="secondary" className="mt-6" onClick={onRetry}>
        {t('checkout.tryAgain')}
      </Button>
    </div>
  );
}

export function CheckoutSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" aria-label={t('checkout.loading')} className="grid gap-6 lg:grid-cols-[1fr_26rem]">
      <Skeleton className="h-[34rem] rounded-3xl" />
      <div className="space-y-6">
        <Skeleton className="h-64 rounded-3xl" />
        <Skeleton className="h-48 rounded-3xl" />
      </div>
    </div>
  );
}

/** Offline: nothing can be placed or paid; the cart stays as it is, on the server and on the phone. */
export function CheckoutNeedsConnection() {
  return (
    <div role="status" className="mb-6 flex items-start gap-3 rounded-2xl border border-accent-300 bg-accent-100 px-4 py-3 text-ink-900">
      <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        <T id="checkout.offline" components={{ 0: <Link to={paths.cart} className="font-semibold underline underline-offset-2" /> }} />
      </p>
    </div>
  );
}
