import {
  ADMIN_PAGE_SIZE, centsToShillings, type AdminCustomerDetailResponse, type AdminCustomerListQuery, type AdminCustomerRow, type UserRole,
} from '@mitumba/contracts';
import type { Db } from '../../../db/client.ts';
import { record } from '../../../lib/audit.ts';
import type { AuthUser } from '../../../lib/auth.ts';
import { AppError, badRequest, notFound } from '../../../lib/errors.ts';
import { isUuid } from '../../../lib/ids.ts';
import { createAccountsRepo } from '../../accounts/accounts.repo.ts';
import type { OrdersService } from '../../orders/orders.service.ts';
import type { WaitlistService } from '../../waitlist/waitlist.service.ts';
import { createCustomersRepo, type CustomerRecord } from './customers.repo.ts';

const RECENT_ORDERS = 10;

function toRow(record: CustomerRecord): AdminCustomerRow {
  const { createdAt, ...rest } = record;
  return { ...rest, joinedAt: createdAt.toISOString() };
}

/**
 * The back office's customers: find them, see their orders, waitlist and offers; suspend, reinstate and change
 * roles, each under a row lock and audited in the transaction that makes the change.
 */
export function createAdminCustomersService(deps: { db: Db; orders: OrdersService; waitlist: WaitlistService }) {
  const { db, orders, waitlist } = deps;
  const repo = createCustomersRepo(db);

  async function current(userId: string): Promise<AdminCustomerRow> {
    const found = await repo.find(userId);
    if (!found) throw notFound('Customer not found');
    return toRow(found);
  }

  /** Runs `change` on the locked account (404 when there is none) and answers the account as it then stands. */
  async function changeLocked(userId: string, change: (tx: Db, locked: { id: string; role: UserRole; status: CustomerRecord['status'] }) => Promise<void>) {
    await db.transaction(async (tx) => {
      const locked = await createCustomersRepo(tx).lock(userId);
      if (!locked) throw notFound('Customer not found');
      await change(tx, locked);
    });
    return current(userId);
  }

  return {
    async list(query: AdminCustomerListQuery): Promise<{ customers: AdminCustomerRow[]; nextCursor: string | null }> {
      const { cursor, limit = ADMIN_PAGE_SIZE, ...filters } = query;
      if (cursor !== undefined && !isUuid(cursor)) throw badRequest('Invalid cursor');
      const rows = await repo.page(filters, cursor, limit);
      const shown = rows.slice(0, limit);
      return { customers: shown.map(toRow), nextCursor: rows.length > limit ? (shown.at(-1)?.id ?? null) : null };
    },

    async detail(userId: string): Promise<Omit<AdminCustomerDetailResponse, 'success'>> {
      const customer = await current(userId);
      const [recent, waiting, offers, activeSessions] = await Promise.all([
        orders.forCustomer(userId), waitlist.list(userId, ['pending', 'notified']), repo.offers(userId), repo.liveSessions(userId),
      ]);
      return {
        customer,
        recentOrders: recent.slice(0, RECENT_ORDERS).map((order) => ({
          orderId: order.orderId, date: order.date, amount: order.amount, status: order.status, paymentStatus: order.paymentStatus, paymentMethod: order.paymentMethod,
        })),
        waitlist: waiting.map((entry) => ({
          id: entry._id, productId: entry.product._id, productName: entry.product.name, weight: entry.weight, quantity: entry.quantity, status: entry.status, createdAt: entry.createdAt,
        })),
        offers: offers.map(({ priceCents, createdAt, ...offer }) => ({ ...offer, price: centsToShillings(priceCents), createdAt: createdAt.toISOString() })),
        activeSessions,
      };
    },

    /** Suspends the account and ends its sessions at once; never oneself nor another admin. */
    suspend(admin: AuthUser, userId: string, reason: string) {
      if (userId === admin.id) throw new AppError('BUSINESS_RULE', 'You cannot suspend yourself.');
      return changeLocked(userId, async (tx, locked) => {
        if (locked.role === 'admin') throw new AppError('BUSINESS_RULE', 'An admin cannot be suspended: change their role first.');
        if (locked.status === 'suspended') throw new AppError('CONFLICT', 'This account is already suspended.');
        await createCustomersRepo(tx).update(userId, { status: 'suspended' });
        await createAccountsRepo(tx).revokeSessions(userId);
        await record(tx, { actor: admin, action: 'user.suspend', entity: 'user', entityId: userId, before: { status: locked.status }, after: { status: 'suspended' }, reason });
      });
    },

    /** Lifts a suspension: the account is active again (the person logs in anew: their sessions were ended). */
    reinstate(admin: AuthUser, userId: string, reason: string) {
      return changeLocked(userId, async (tx, locked) => {
        if (locked.status !== 'suspended') throw new AppError('CONFLICT', 'This account is not suspended.');
        await createCustomersRepo(tx).update(userId, { status: 'active' });
        await record(tx, { actor: admin, action: 'user.reinstate', entity: 'user', entityId: userId, before: { status: 'suspended' }, after: { status: 'active' }, reason });
      });
    },

    /**
     * Changes the account's role. The role is read from the database on every request (lib/auth.ts), so the
     * person's open sessions get the new role at once. Never one's own role; never the last admin's: every admin
     * row is locked first, so two admins demoting each other at the same time leave one admin.
     */
    changeRole(admin: AuthUser, userId: string, role: UserRole, reason: string) {
      if (userId === admin.id) throw new AppError('BUSINESS_RULE', 'You cannot change your own role.');
      return db.transaction(async (tx) => {
        const txRepo = createCustomersRepo(tx);
        const admins = await txRepo.lockAdmins();
        if (!admins.includes(admin.id)) throw new AppError('FORBIDDEN', 'You do not have access to this.');
        const locked = await txRepo.lock(userId);
        if (!locked) throw notFound('Customer not found');
        if (locked.role === role) throw new AppError('CONFLICT', `This account already has the ${role} role.`);
        if (locked.role === 'admin' && admins.length <= 1) throw new AppError('BUSINESS_RULE', 'The shop needs at least one admin.');
        await txRepo.update(userId, { role });
        await record(tx, { actor: admin, action: 'user.role', entity: 'user', entityId: userId, before: { role: locked.role }, after: { role }, reason });
      }).then(() => current(userId));
    },
  };
}

export type AdminCustomersService = ReturnType<typeof createAdminCustomersService>;
