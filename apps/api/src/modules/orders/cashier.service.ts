import { CASHIER_PENDING_LIMIT, centsToShillings, paymentMethodLabels, type CashierOrder, type PaymentMethodId } from '@mitumba/contracts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { OrderRow, OrdersRepo } from './orders.repo.ts';

export type Staff = Pick<AuthUser, 'id' | 'role'>;

const DAY_MS = 86_400_000;
/** Nairobi is UTC+3 all year (no daylight saving): the shop's day starts at 21:00 UTC. */
const NAIROBI_OFFSET_MS = 3 * 3_600_000;
const TODAY_LIMIT = 500;
const NOT_FOUND_MESSAGE = 'No cash on delivery order with this id';
export const ALREADY_PAID_MESSAGE = 'This order is already paid.';

export function startOfShopDay(now: Date): Date {
  return new Date(Math.floor((now.getTime() + NAIROBI_OFFSET_MS) / DAY_MS) * DAY_MS - NAIROBI_OFFSET_MS);
}

/**
 * The counter (/cashier): today's cash and cash-on-delivery orders so the drawer can be counted (a cashier sees the
 * orders paid with their code or sold by them, an admin all), and confirming the cash of a delivered COD order,
 * which pays it through the payment core with who confirmed it. An admin may confirm a Sidian paybill order the same way.
 */
export function createCashierService(deps: {
  repo: OrdersRepo;
  payments: PaymentsService;
  contact: (userId: string) => Promise<{ name: string } | undefined>;
}) {
  const { repo, payments } = deps;

  async function customerOf(order: OrderRow): Promise<string> {
    if (order.customerName) return order.customerName;
    const address = order.address as { firstName?: string; lastName?: string };
    const named = [address.firstName, address.lastName].filter(Boolean).join(' ').trim();
    return named || (await deps.contact(order.userId))?.name || 'Customer';
  }

  async function toCashierOrder(order: OrderRow): Promise<CashierOrder> {
    const phone = (order.address as { phone?: string }).phone ?? order.contact ?? null;
    return {
      orderId: order.orderRef, reference: order.reference, phone, placedAt: order.createdAt.toISOString(), customer: await customerOf(order),
      paymentMethod: paymentMethodLabels[order.paymentMethod as PaymentMethodId] ?? order.paymentMethod,
      paymentStatus: order.paymentStatus, amount: centsToShillings(order.amountCents),
    };
  }

  /** A COD order (or, for an admin, a Sidian one) by its ORD-… id; anything else is not found. */
  async function confirmable(staff: Staff, orderRef: string): Promise<OrderRow> {
    const order = await repo.findByRef(orderRef);
    const methods = staff.role === 'admin' ? ['cod', 'sidian'] : ['cod'];
    if (!order || !methods.includes(order.paymentMethod)) throw notFound(NOT_FOUND_MESSAGE);
    return order;
  }

  function refuseSettled(order: OrderRow): void {
    if (order.paymentStatus === 'paid') throw new AppError('CONFLICT', ALREADY_PAID_MESSAGE);
    if (order.paymentStatus !== 'pending' || order.status === 'cancelled') {
      throw new AppError('CONFLICT', 'This order was cancelled: its cash can no longer be confirmed.');
    }
  }

  return {
    async today(staff: Staff, now = new Date()) {
      const rows = await repo.cashOrdersSince(startOfShopDay(now), staff.role === 'admin' ? null : staff.id, TODAY_LIMIT);
      const orders = await Promise.all(rows.map(toCashierOrder));
      const paid = rows.filter((row) => row.paymentStatus === 'paid');
      return { orders, total: centsToShillings(paid.reduce((sum, row) => sum + row.amountCents, 0)), paidCount: paid.length };
    },

    /** Cash-on-delivery orders waiting for their cash, to pick one at the door or the counter (any cashier's). */
    async pending(search: string | undefined): Promise<CashierOrder[]> {
      return Promise.all((await repo.pendingCashOnDelivery(search, CASHIER_PENDING_LIMIT)).map(toCashierOrder));
    },

    async lookup(staff: Staff, orderRef: string): Promise<CashierOrder> {
      return toCashierOrder(await confirmable(staff, orderRef));
    },

    /** Pays a pending COD order whose cash was handed over; a second confirmation is refused (409). */
    async confirmCash(staff: Staff, orderRef: string, note: string | undefined, now = new Date()): Promise<CashierOrder> {
      const order = await confirmable(staff, orderRef);
      refuseSettled(order);
      const [attempt] = await payments.latestFor([order.id]);
      if (!attempt) throw notFound(NOT_FOUND_MESSAGE);
      const what = order.paymentMethod === 'cod' ? 'Cash received on delivery' : 'Paybill transfer received';
      const applied = await payments.confirmByHand(attempt.id, { actorId: staff.id, note: note ? `${what}: ${note}` : what, now });
      if (applied && order.paymentMethod === 'cod') await repo.tieToCashier(order.id, staff.id);
      const after = (await repo.findById(order.id)) ?? order;
      if (!applied) {
        refuseSettled(after);
        throw new AppError('CONFLICT', 'This payment could not be confirmed. Please reload and try again.');
      }
      return toCashierOrder(after);
    },
  };
}

export type CashierService = ReturnType<typeof createCashierService>;
