import { useT } from '@/i18n';
import { Button } from '@/ui/button';
import { CircleAlert } from '@/ui/icons';

/** 'Loading your orders...' (spec 2 §2), announced politely. */
export function OrdersLoading() {
  const t = useT();
  return (
    <p role="status" aria-live="polite" className="mt-8 flex items-center gap-3 text-ink-700">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent motion-reduce:animate-none" />
      {t('orders.loading')}
    </p>
  );
}

/** 'Error Loading Orders' with Try Again (spec 2 §2). */
export function OrdersLoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="mt-8 flex flex-col items-center gap-3 rounded-2xl border border-danger-50 bg-danger-50 p-6 text-center">
      <CircleAlert aria-hidden="true" className="size-8 text-danger-700" />
      <h2 className="text-lg font-semibold text-ink-900">{t('orders.loadError')}</h2>
      <Button variant="accent" onClick={onRetry}>
        {t('orders.tryAgain')}
      </Button>
    </div>
  );
}
