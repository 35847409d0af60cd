import { useEffect, useState, type RefObject } from 'react';
import { formatKshTotal } from '@mitumba/contracts/plain';
import { Button } from '@/ui/button';

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
          Total{discount > 0 ? <span className="text-success-700"> · {formatKshTotal(discount)} off</span> : null}
          <span className="block text-lg font-semibold text-ink-900 tabular-nums">{formatKshTotal(total)}</span>
        </p>
        <Button disabled={disabled} onClick={onCheckout}>
          Checkout
        </Button>
      </div>
    </div>
  );
}
