import { cn } from '@/lib/cn';

export function StockBadge({ inStock, className }: { inStock: boolean; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-xs font-semibold',
        inStock ? 'text-success-700' : 'text-danger-700',
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', inStock ? 'bg-success-600' : 'bg-danger-600')} />
      {inStock ? 'In Stock' : 'Out of Stock'}
    </span>
  );
}
