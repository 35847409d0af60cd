import { Skeleton } from '@/ui/skeleton';
import { useT } from '@/i18n';

export function ProductPageSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('catalog.product.loading')} className="grid gap-8 md:grid-cols-2 lg:gap-12">
      <Skeleton className="aspect-[4/5] rounded-2xl" />
      <div className="space-y-4">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-9 w-1/3" />
        <Skeleton className="h-20 w-full" />
        <div className="flex gap-2">
          <Skeleton className="h-11 w-16" />
          <Skeleton className="h-11 w-16" />
          <Skeleton className="h-11 w-16" />
        </div>
        <Skeleton className="h-12 w-44 rounded-full" />
      </div>
    </div>
  );
}
