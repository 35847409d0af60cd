import { cn } from '@/lib/cn';

/** Whether shoppers see the product: archived, hidden for want of a photo, or in the shop. */
export function ProductStatusBadge({ archived, visible }: { archived: boolean; visible: boolean }) {
  const [text, tone] = archived
    ? ['Archived', 'bg-ink-200 text-ink-800']
    : visible ? ['In the shop', 'bg-success-50 text-success-700'] : ['Hidden: no photo', 'bg-accent-100 text-ink-900'];
  return <span data-testid="product-status" className={cn('inline-flex rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap', tone)}>{text}</span>;
}
