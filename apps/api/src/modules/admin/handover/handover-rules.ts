import { COLLECT_BY_MAX_DAYS } from '@mitumba/contracts';
import { AppError, badRequest } from '../../../lib/errors.ts';
import { orderDeliveryOf } from '../../delivery/delivery.service.ts';
import { addDays, nairobiDay } from '../dashboard/nairobi-days.ts';

/** What the handover rules read of an order (an orders row has all of it). */
export type HandoverOrder = {
  status: 'placed' | 'delivered' | 'cancelled'; paymentStatus: 'pending' | 'paid' | 'failed';
  dispatchedAt: Date | null; readyForCollectionAt: Date | null;
  /** The delivery chosen at checkout (decision 0044): null for orders placed before the shop had options. */
  delivery: unknown;
};
type Refusal = { ok: false; status: 'CONFLICT' | 'BUSINESS_RULE'; message: string };
export type HandoverCheck = { ok: true } | Refusal;

/**
 * Whether the shop may tell the customer an order waits to be collected: paid, still open, not told before, and not
 * one the customer chose to have brought to the door. The one place this is decided. A dispatched order may still
 * become ready: one sent to a pickup point waits there.
 */
export function canBeReadyForCollection(order: HandoverOrder): HandoverCheck {
  if (order.readyForCollectionAt) return { ok: false, status: 'CONFLICT', message: 'This order is already marked as ready for collection.' };
  if (order.status === 'cancelled') return { ok: false, status: 'CONFLICT', message: 'This order was cancelled: it cannot be collected.' };
  if (order.status === 'delivered') return { ok: false, status: 'CONFLICT', message: 'This order is already delivered.' };
  if (order.paymentStatus !== 'paid') return { ok: false, status: 'BUSINESS_RULE', message: 'This order can be marked as ready for collection once it is paid.' };
  if (orderDeliveryOf(order.delivery)?.kind === 'door') {
    return { ok: false, status: 'BUSINESS_RULE', message: "This order goes to the customer's door: dispatch it instead." };
  }
  return { ok: true };
}

/** Why an order could not be marked dispatched (the conditional UPDATE changed nothing). */
export function refuseUndispatchable(order: HandoverOrder): never {
  if (order.dispatchedAt) throw new AppError('CONFLICT', 'This order is already marked as dispatched.');
  if (order.status === 'cancelled') throw new AppError('CONFLICT', 'This order was cancelled: it cannot be dispatched.');
  if (order.status === 'delivered') throw new AppError('CONFLICT', 'This order is already delivered.');
  throw new AppError('BUSINESS_RULE', 'This order can be marked as dispatched once it is paid.');
}

/** The last day to collect: today (in Nairobi) at the earliest, and not more than COLLECT_BY_MAX_DAYS ahead. */
export function refuseUnusableCollectBy(collectBy: string, now: Date): void {
  const today = nairobiDay(now);
  if (collectBy < today) throw badRequest('The last day to collect it cannot be in the past');
  if (collectBy > addDays(today, COLLECT_BY_MAX_DAYS)) throw badRequest(`The last day to collect it is at most ${COLLECT_BY_MAX_DAYS} days ahead`);
}
