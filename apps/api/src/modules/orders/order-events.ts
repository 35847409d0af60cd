import type { Db } from '../../db/client.ts';
import type { OrderRow } from './orders.repo.ts';

/** Hears something that happened to an order, inside the transaction that made it happen. */
type OrderListener = (tx: Db, order: OrderRow, now: Date) => Promise<void>;
/** An order became paid (by its payments, at placement, or by a person): loyalty points. */
export type PaidListener = OrderListener;
/** An order was just marked delivered: a referral's award. */
export type DeliveredListener = OrderListener;
/** A delivered order the shop took back with a refund (an approved cancellation): points and awards go back. */
export type TakenBackListener = OrderListener;

/**
 * What other modules hear of an order's life (paid, delivered, taken back), each inside the transaction that made
 * it happen, so what they write commits with it or not at all.
 */
export function createOrderEvents() {
  const listeners = { paid: [] as PaidListener[], delivered: [] as DeliveredListener[], takenBack: [] as TakenBackListener[] };
  const announce = (which: keyof typeof listeners) => async (tx: Db, order: OrderRow, now: Date): Promise<void> => {
    for (const listener of listeners[which]) await listener(tx, order, now);
  };
  return {
    onPaid: (listener: PaidListener) => void listeners.paid.push(listener),
    onDelivered: (listener: DeliveredListener) => void listeners.delivered.push(listener),
    onTakenBack: (listener: TakenBackListener) => void listeners.takenBack.push(listener),
    announcePaid: announce('paid'),
    announceDelivered: announce('delivered'),
    announceTakenBack: announce('takenBack'),
  };
}
