import type { UserStatus } from '@mitumba/contracts';
import { cn } from '@/lib/cn';
import { statusLabels } from './customer-labels';

const statusTones: Record<UserStatus, string> = {
  unverified: 'bg-ink-100 text-ink-700',
  active: 'bg-success-50 text-success-700',
  suspended: 'bg-danger-50 text-danger-700',
};

/** The account's status as a small coloured badge. */
export function CustomerStatusBadge({ status }: { status: UserStatus }) {
  return (
    <span data-testid="customer-status" className={cn('inline-flex min-h-7 items-center rounded-full px-3 text-xs font-semibold', statusTones[status])}>
      {statusLabels[status]}
    </span>
  );
}
