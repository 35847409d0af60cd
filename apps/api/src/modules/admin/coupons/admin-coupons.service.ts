import {
  ADMIN_PAGE_SIZE, adminCouponMessages, centsToShillings, shillingsToCents,
  type AdminCouponListQuery, type AdminCouponRow, type AdminCouponUse, type AdminCreateCouponBody,
} from '@mitumba/contracts';
import type { Db } from '../../../db/client.ts';
import { record } from '../../../lib/audit.ts';
import { uniqueViolation } from '../../../lib/db-errors.ts';
import { AppError, badRequest, notFound } from '../../../lib/errors.ts';
import { couponDiscountOf } from '../../coupons/coupons.service.ts';
import type { AdminCouponRecord, AdminCouponsRepo } from './admin-coupons.repo.ts';

type Actor = { id: string };

function stateOf(record: AdminCouponRecord, now: Date): AdminCouponRow['state'] {
  const { coupon, uses } = record;
  if (coupon.expiresAt && coupon.expiresAt <= now) return 'expired';
  if (coupon.maxUses !== null && uses >= coupon.maxUses) return 'used-up';
  return coupon.startsAt > now ? 'scheduled' : 'active';
}

function toRow(found: AdminCouponRecord, now: Date): AdminCouponRow {
  const { coupon, customer, uses } = found;
  return {
    id: coupon.id, code: coupon.code, type: coupon.kind, discount: couponDiscountOf(coupon),
    minSubtotal: centsToShillings(coupon.minSubtotalCents), startsAt: coupon.startsAt.toISOString(), expiresAt: coupon.expiresAt?.toISOString() ?? null,
    maxUses: coupon.maxUses, perUserLimit: coupon.perUserLimit, uses, customer, state: stateOf(found, now), createdAt: coupon.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a coupon: its terms, whom it is bound to, and its expiry. */
const audited = (row: AdminCouponRow) => ({
  code: row.code, type: row.type, discount: row.discount, minSubtotal: row.minSubtotal, expiresAt: row.expiresAt,
  maxUses: row.maxUses, perUserLimit: row.perUserLimit, customerId: row.customer?.id ?? null,
});

/**
 * /admin/coupons: the shop's discount codes. A coupon is never deleted (orders point at it); ending one sets its
 * expiry to now (the schema has no "disabled" column, and an expired coupon is refused at checkout already).
 */
export function createAdminCouponsService(deps: { db: Db; repo: AdminCouponsRepo }) {
  const { db, repo } = deps;

  async function current(couponId: string, now = new Date(), from: Db = db): Promise<AdminCouponRow> {
    const found = await repo.byId(couponId, from);
    if (!found) throw notFound(adminCouponMessages.notFound);
    return toRow(found, now);
  }

  return {
    async list(query: AdminCouponListQuery) {
      const { cursor, limit = ADMIN_PAGE_SIZE, ...filters } = query;
      const offset = Number(cursor ?? 0);
      const now = new Date();
      const rows = await repo.page(filters, offset, limit, now);
      return { coupons: rows.slice(0, limit).map((row) => toRow(row, now)), nextCursor: rows.length > limit ? String(offset + limit) : null };
    },

    async create(actor: Actor, body: AdminCreateCouponBody, now = new Date()): Promise<AdminCouponRow> {
      const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
      if (expiresAt && expiresAt <= now) throw badRequest(adminCouponMessages.expiryPast);
      if (body.customerId && !(await repo.customerExists(body.customerId))) throw badRequest(adminCouponMessages.customerMissing);
      try {
        return await db.transaction(async (tx) => {
          const couponId = await repo.insert(tx, {
            code: body.code, kind: body.type, value: body.type === 'percentage' ? body.discount : shillingsToCents(body.discount),
            minSubtotalCents: shillingsToCents(body.minSubtotal ?? 0), startsAt: now, expiresAt, maxUses: body.maxUses ?? null,
            perUserLimit: body.perUserLimit ?? 1, userId: body.customerId ?? null, createdAt: now,
          });
          const created = await current(couponId, now, tx);
          await record(tx, { actor, action: 'coupon.create', entity: 'coupon', entityId: couponId, before: null, after: audited(created), reason: body.reason || 'Coupon created', now });
          return created;
        });
      } catch (error) {
        if (uniqueViolation(error) !== null) throw new AppError('CONFLICT', adminCouponMessages.duplicate);
        throw error;
      }
    },

    /** Disables a coupon by ending it now; one that has already ended is a conflict (409), so two admins end it once and audit it once. */
    async disable(actor: Actor, couponId: string, reason: string, now = new Date()): Promise<AdminCouponRow> {
      const before = await current(couponId, now);
      return db.transaction(async (tx) => {
        const endedAt = await repo.end(tx, couponId);
        if (!endedAt) throw new AppError('CONFLICT', adminCouponMessages.alreadyEnded);
        // As of its end (the database's clock), so it reads as ended whatever this process's clock says.
        const after = await current(couponId, endedAt, tx);
        await record(tx, { actor, action: 'coupon.disable', entity: 'coupon', entityId: couponId, before: audited(before), after: audited(after), reason, now });
        return after;
      });
    },

    async uses(couponId: string): Promise<{ coupon: AdminCouponRow; uses: AdminCouponUse[] }> {
      const coupon = await current(couponId);
      const uses = (await repo.uses(couponId)).map((use) => ({
        orderId: use.orderRef, customer: use.customer, usedAt: use.usedAt.toISOString(),
        amount: use.amountCents === null ? null : centsToShillings(use.amountCents),
        couponDiscount: use.couponDiscountCents === null ? null : centsToShillings(use.couponDiscountCents),
        paymentStatus: use.paymentStatus,
      }));
      return { coupon, uses };
    },
  };
}

export type AdminCouponsService = ReturnType<typeof createAdminCouponsService>;
