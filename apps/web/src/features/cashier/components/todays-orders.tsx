import { formatTotal, type TodaysCashOrdersResponse } from '@mitumba/contracts/plain';
import { Skeleton } from '@/ui/skeleton';

const timeOfDay = new Intl.DateTimeFormat('en-KE', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Africa/Nairobi' });
const statusLabel = { paid: 'Paid', pending: 'Awaiting cash', failed: 'Cancelled' } as const;

/** Today's cash and cash-on-delivery orders with the total paid, to count the drawer against. */
export function TodaysOrders({ data, isPending, isError }: { data: TodaysCashOrdersResponse | undefined; isPending: boolean; isError: boolean }) {
  return (
    <section aria-labelledby="todays-orders" className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
      <h2 id="todays-orders" className="text-lg font-semibold text-ink-900">Today&apos;s cash orders</h2>
      {isPending ? <Skeleton className="mt-4 h-24 w-full" /> : null}
      {isError ? <p role="alert" className="mt-3 text-danger-700">Could not load today&apos;s orders. Please try again.</p> : null}
      {data && data.orders.length === 0 ? <p className="mt-3 text-ink-700">No cash orders yet today.</p> : null}
      {data && data.orders.length > 0 ? (
        <ul className="mt-3 divide-y divide-ink-100" data-testid="todays-orders">
          {data.orders.map((order) => (
            <li key={order.orderId} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="truncate font-mono text-xs text-ink-700">{order.orderId}</p>
                <p className="font-medium text-ink-900">{order.customer}</p>
                <p className="text-sm text-ink-600">
                  <time dateTime={order.placedAt}>{timeOfDay.format(new Date(order.placedAt))}</time> · {order.paymentMethod} · {statusLabel[order.paymentStatus]}
                </p>
              </div>
              <p className="shrink-0 font-semibold tabular-nums text-ink-900">ksh {formatTotal(order.amount)}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {data ? (
        <p className="mt-3 flex items-baseline justify-between border-t border-ink-200 pt-3 text-ink-900" data-testid="todays-total">
          <span className="font-medium">Total paid ({data.paidCount} {data.paidCount === 1 ? 'order' : 'orders'})</span>
          <span className="text-lg font-bold tabular-nums">ksh {formatTotal(data.total)}</span>
        </p>
      ) : null}
    </section>
  );
}
