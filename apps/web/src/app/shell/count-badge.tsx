import { cn } from '@/lib/cn';

export function CountBadge({ count, className = 'top-1 right-0.5' }: { count: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'absolute flex h-4 min-w-4 items-center justify-center rounded-full bg-ink-900 px-1 text-2xs leading-none font-semibold text-white',
        className,
      )}
    >
      {count}
    </span>
  );
}
