import { Link } from 'react-router';
import type { AdminOrderRow } from '@mitumba/contracts/plain';
import { adminPaths } from '../admin-paths';

const badge = 'inline-flex min-h-7 items-center rounded-full px-3 text-xs font-semibold';

/**
 * What an order waits for from the shop, shown on its row: an undecided cancellation request (decided on the order)
 * and messages from its customer nobody has read (answered in their conversation). Nothing when nothing waits.
 */
export function OrderFlags({ row }: { row: AdminOrderRow }) {
  const cancellation = row.order.cancellationStatus === 'pending';
  if (!cancellation && row.unreadMessages === 0) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1.5">
      {cancellation ? (
        <span data-testid="flag-cancellation" className={`${badge} bg-danger-50 text-danger-700`}>
          Cancellation requested
        </span>
      ) : null}
      {row.unreadMessages > 0 ? (
        <Link
          to={adminPaths.conversation(row.customer.id)}
          data-testid="flag-unread"
          className={`${badge} bg-brand-50 text-brand-700 underline-offset-4 hover:underline`}
        >
          {row.unreadMessages} unread message{row.unreadMessages === 1 ? '' : 's'}
        </Link>
      ) : null}
    </span>
  );
}
