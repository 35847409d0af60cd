import { cn } from '@/lib/cn';
import { useT } from '@/i18n';

export function StockBadge({ inStock, className }: { inStock: boolean; className?: string }) {
  const t = useT();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-xs font-semibold',
        inStock ? 'text-success-700' : 'text-danger-700',
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', inStock ? 'bg-success-600' : 'bg-danger-600')} />
      {inStock ? t('product.stock.in') : t('product.stock.outBadge')}
    </span>
  );
}
