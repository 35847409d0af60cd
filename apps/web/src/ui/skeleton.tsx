import { cn } from '@/lib/cn';

/** A grey placeholder block for content that is loading (no spinners for content). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('rounded-md bg-ink-200 motion-safe:animate-pulse', className)} />;
}
