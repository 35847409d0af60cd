import { trackingUrlOf } from '@mitumba/contracts';
import type { Db } from '../../../db/client.ts';
import { AppError, badRequest, notFound } from '../../../lib/errors.ts';
import type { OrdersService } from '../../orders/orders.service.ts';
import type { AdminRepo } from '../admin.repo.ts';
import { canBeReadyForCollection, refuseUndispatchable, refuseUnusableCollectBy } from './handover-rules.ts';

type OrderRow = NonNullable<Awaited<ReturnType<OrdersService['findByRef']>>>;
export type DispatchInput = { courier: string; trackingNumber: string };
export type CollectionInput = { place: string; collectBy: string };
/** The couriers list as a dispatch reads it: one courier by id, in the dispatch's transaction. */
export type CourierLookup = { byId(id: string, from: Db): Promise<{ id: string; name: string; trackingUrlPattern: string | null; enabled: boolean } | undefined> };

/**
 * An order handed over (decision 0045): dispatched with a courier and its tracking number, or ready for collection
 * somewhere until a day. Each runs in the caller's transaction (with its audit row) and tells the customer once.
 */
export function createOrderHandover(deps: { repo: AdminRepo; couriers: CourierLookup; orders: Pick<OrdersService, 'lockWithin' | 'tellWithin'> }) {
  const { repo, couriers, orders } = deps;

  return {
    /** One conditional UPDATE (paid, open, not dispatched) carries the courier's name and tracking link as they are now. */
    async dispatchWithin(tx: Db, order: OrderRow, input: DispatchInput, now: Date): Promise<void> {
      const courier = await couriers.byId(input.courier, tx);
      if (!courier) throw badRequest('Choose a courier from the list');
      if (!courier.enabled) throw badRequest(`${courier.name} is turned off: choose another courier`);
      const sent = await repo.markDispatched(tx, order.id, {
        courierId: courier.id, courierName: courier.name, trackingNumber: input.trackingNumber, trackingUrl: trackingUrlOf(courier.trackingUrlPattern, input.trackingNumber),
      }, now);
      if (sent) return orders.tellWithin(tx, sent, 'dispatched');
      refuseUndispatchable((await orders.lockWithin(tx, order.id)) ?? order);
    },

    /** Under the order's row lock: the rule (canBeReadyForCollection), then the change, then the news. */
    async readyWithin(tx: Db, order: OrderRow, input: CollectionInput, now: Date): Promise<void> {
      refuseUnusableCollectBy(input.collectBy, now);
      const current = await orders.lockWithin(tx, order.id);
      if (!current) throw notFound('Order not found');
      const check = canBeReadyForCollection(current);
      if (!check.ok) throw new AppError(check.status, check.message);
      const ready = await repo.markReadyForCollection(tx, order.id, input, now);
      if (!ready) throw new AppError('CONFLICT', 'This order changed meanwhile: please reload and try again.');
      await orders.tellWithin(tx, ready, 'ready-for-collection');
    },
  };
}

export type OrderHandover = ReturnType<typeof createOrderHandover>;
