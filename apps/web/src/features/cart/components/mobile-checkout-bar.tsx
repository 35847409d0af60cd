import { useEffect, useState, type RefObject } from 'react';
import { Button } from '@/ui/button';
import { useMoney, useT } from '@/i18n';

interface MobileCheckoutBarProps {
  total: number;
  discount: number;
  /** The totals card: the bar shows only while it is off screen. */
  totals: RefObject<HTMLElement | null>;
  disabled: boolean;
  onCheckout: () => void;
}

/** Phones: a long cart keeps its total and the way to checkout in reach, above the tab bar. */
export function MobileCheckoutBar({ total, discount, totals, disabled, onCheckout }: MobileCheckoutBarProps) {
  const [totalsVisible, setTotalsVisible] = useState(true);
  const t = useT();
  const money = useMoney();

  useEffect(() => {
    const element = totals.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setTotalsVisible(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [totals]);

  return (
    <div
      hidden={totalsVisible}
      className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-20 border-t border-ink-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden"
    >
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm text-ink-600">
          {t('cart.mobile.total')}
          {discount > 0 ? <span className="text-success-700"> · {t('cart.mobile.off', { amount: money.total(discount) })}</span> : null}
          <span className="block text-lg font-semibold text-ink-900 tabular-nums">{money.total(total)}</span>
        </p>
        <Button disabled={disabled} onClick={onCheckout}>
          {t('cart.checkout')}
        </Button>
      </div>
    </div>
  );
}
