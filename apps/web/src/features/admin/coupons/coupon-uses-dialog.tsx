import { Link } from 'react-router';
import { formatCardPrice } from '@mitumba/contracts/plain';
import type { AdminCouponRow } from '@mitumba/contracts';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { adminPaths } from '../admin-paths';
import { AdminDialog } from '../components/admin-dialog';
import { QueryError } from '../components/query-error';
import { formatShopTime, paymentStatusLabels } from '../order-labels';
import { useCouponUses } from './coupons-api';

/** The orders that used a coupon, newest first, each linking to the order. */
export function CouponUsesDialog({ coupon, onClose }: { coupon: AdminCouponRow; onClose: () => void }) {
  const uses = useCouponUses(coupon.id);
  const rows = uses.data?.uses ?? [];
  return (
    <AdminDialog title={`Uses of ${coupon.code}`} onClose={onClose}>
      <div className="mt-4 flex max-h-[60vh] flex-col gap-3 overflow-y-auto">
        {uses.isPending ? <Skeleton className="h-24 w-full rounded-xl" /> : null}
        {uses.isError ? <QueryError error={uses.error} fallback="Could not load the uses. Please try again." /> : null}
        {uses.isSuccess && rows.length === 0 ? <p className="text-ink-700">No order has used this coupon yet.</p> : null}
        {rows.length > 0 ? (
          <ul className="flex flex-col gap-2" aria-label="Orders that used the coupon">
            {rows.map((use) => (
              <li key={`${use.orderId}-${use.usedAt}`} className="rounded-xl border border-ink-200 p-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link to={adminPaths.order(use.orderId)} className="font-semibold text-brand-700 underline-offset-4 hover:underline">{use.orderId}</Link>
                  <span className="text-ink-600">{formatShopTime(use.usedAt)}</span>
                </div>
                <p className="text-ink-800">{use.customer.name} · <span className="wrap-anywhere">{use.customer.email}</span></p>
                {use.amount === null ? <p className="text-ink-600">The order no longer exists.</p> : (
                  <p className="text-ink-700 tabular-nums">
                    {formatCardPrice(use.amount)} paid{use.couponDiscount ? `, ${formatCardPrice(use.couponDiscount)} off` : ''}
                    {use.paymentStatus ? ` · ${paymentStatusLabels[use.paymentStatus]}` : ''}
                  </p>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose}>Close</Button>
      </div>
    </AdminDialog>
  );
}
