import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { Button, buttonClasses } from '@/ui/button';
import { ShoppingBag } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { useT } from '@/i18n';

function Panel({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-ink-200 px-6 py-12 text-center">
      <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <ShoppingBag aria-hidden="true" className="size-6" />
      </span>
      {children}
    </div>
  );
}

export function EmptyCart() {
  const t = useT();
  return (
    <Panel>
      <p className="text-ink-700">{t('cart.empty')}</p>
      <Link to={paths.home} className={buttonClasses('primary', 'lg', 'mt-6')}>
        {t('cart.continueShopping')}
      </Link>
    </Panel>
  );
}

/** Visitors have no cart: the cart is for logged-in customers (spec 1 §6). */
export function CartNeedsLogin() {
  const t = useT();
  return (
    <Panel>
      <p className="text-ink-700">{t('cart.needsLogin')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={paths.login} className={buttonClasses('primary', 'lg')}>
          {t('cart.login')}
        </Link>
        <Link to={paths.home} className={buttonClasses('secondary', 'lg')}>
          {t('cart.continueShopping')}
        </Link>
      </div>
    </Panel>
  );
}

export function CartLoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert">
      <Panel>
        <p className="text-ink-700">{t('cart.loadFailed')}</p>
        <Button variant="secondary" className="mt-6" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      </Panel>
    </div>
  );
}

export function CartSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" aria-label={t('cart.loading')} className="grid gap-8 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-6">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex gap-4">
            <Skeleton className="h-30 w-24 rounded-xl" />
            <div className="flex-1 space-y-3 pt-1">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-10 w-32 rounded-full" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton className="h-64 rounded-3xl" />
    </div>
  );
}
