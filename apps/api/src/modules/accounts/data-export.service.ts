import { aliasedTable, and, asc, desc, eq, isNull } from 'drizzle-orm';
import { centsToShillings, type OrderView, type UserProfile } from '@mitumba/contracts';
import type { Db } from '../../db/client.ts';
import { maskedName } from '../referrals/referral-privacy.ts';
import { chatMessages, couponRedemptions, coupons, orders, pointsLedger, referrals, searchHistory, users } from '../../db/schema/index.ts';
import type { OrdersService } from '../orders/orders.service.ts';

/**
 * The customer's copy of their data (Kenya's Data Protection Act, 2019, s. 26: the right to access it): profile,
 * orders, points ledger, personal coupons and their uses, chat, search history and referrals. Only the account's own
 * rows; of other people only what the customer's screens show (a referred friend's first name and initial, not who
 * referred the customer, nor anyone's contact details).
 * Never secrets: no password hash, sessions, codes or tokens.
 */
export function createDataExport(deps: {
  db: Db;
  profile: (userId: string) => Promise<UserProfile>;
  orderViews: OrdersService['views'];
}) {
  const { db } = deps;
  const referred = aliasedTable(users, 'referred');

  async function account(userId: string) {
    const [row] = await db.select({ createdAt: users.createdAt, status: users.status, referralCode: users.referralCode, referralPhone: users.referralPhone })
      .from(users).where(eq(users.id, userId));
    return {
      ...(await deps.profile(userId)),
      status: row?.status ?? 'active', referralCode: row?.referralCode ?? null, referralPhone: row?.referralPhone ?? null,
      createdAt: row?.createdAt.toISOString() ?? '',
    };
  }

  /** Orders the customer placed (a cashier's walk-in sales are their buyers' data, not the cashier's), newest first. */
  async function ownOrders(userId: string): Promise<OrderView[]> {
    const rows = await db.select().from(orders).where(and(eq(orders.userId, userId), isNull(orders.customerName))).orderBy(desc(orders.createdAt), desc(orders.id));
    return deps.orderViews(rows);
  }

  async function ledger(userId: string) {
    const rows = await db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(asc(pointsLedger.createdAt), asc(pointsLedger.id));
    return rows.map((row) => ({ kind: row.kind, points: row.points, reason: row.reason, source: row.source, createdAt: row.createdAt.toISOString() }));
  }

  async function personalCoupons(userId: string) {
    const rows = await db.select().from(coupons).where(eq(coupons.userId, userId)).orderBy(asc(coupons.createdAt));
    return rows.map((row) => ({
      code: row.code, type: row.kind, discount: row.kind === 'percentage' ? row.value : centsToShillings(row.value),
      expiresAt: row.expiresAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString(),
    }));
  }

  async function couponUses(userId: string) {
    const rows = await db.select({ code: coupons.code, orderId: couponRedemptions.orderRef, usedAt: couponRedemptions.createdAt })
      .from(couponRedemptions).innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
      .where(eq(couponRedemptions.userId, userId)).orderBy(asc(couponRedemptions.createdAt));
    return rows.map((row) => ({ ...row, usedAt: row.usedAt.toISOString() }));
  }

  async function searches(userId: string) {
    const rows = await db.select().from(searchHistory).where(eq(searchHistory.userId, userId)).orderBy(desc(searchHistory.createdAt), desc(searchHistory.id));
    return rows.map((row) => ({ searchQuery: row.query, searchedAt: row.createdAt.toISOString() }));
  }

  async function chat(userId: string) {
    const rows = await db.select().from(chatMessages).where(eq(chatMessages.customerId, userId)).orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
    return rows.map((row) => ({
      content: row.content, from: row.fromShop ? 'shop' as const : 'you' as const, createdAt: row.createdAt.toISOString(), readAt: row.readAt?.toISOString() ?? null,
    }));
  }

  async function referralsOf(userId: string) {
    const made = await db.select({ name: referred.name, status: referrals.status, createdAt: referrals.createdAt, awardedAt: referrals.awardedAt })
      .from(referrals).innerJoin(referred, eq(referred.id, referrals.referredId))
      .where(eq(referrals.referrerId, userId)).orderBy(asc(referrals.createdAt));
    // Who referred this customer is shown on no screen: the export says that someone did, and when, not who.
    const [by] = await db.select({ createdAt: referrals.createdAt }).from(referrals).where(eq(referrals.referredId, userId));
    return {
      referredBy: by ? { createdAt: by.createdAt.toISOString() } : null,
      // A referred friend as /Referral shows them: first name and last initial.
      referred: made.map((row) => ({ name: maskedName(row.name), status: row.status, createdAt: row.createdAt.toISOString(), awardedAt: row.awardedAt?.toISOString() ?? null })),
    };
  }

  return {
    async of(userId: string, now = new Date()) {
      const [profile, orderList, points, personal, uses, messages, history, referralData] = await Promise.all([
        account(userId), ownOrders(userId), ledger(userId), personalCoupons(userId), couponUses(userId), chat(userId), searches(userId), referralsOf(userId),
      ]);
      return {
        exportedAt: now.toISOString(),
        profile,
        orders: orderList,
        points: { balance: points.reduce((sum, entry) => sum + entry.points, 0), ledger: points },
        coupons: personal,
        couponUses: uses,
        chatMessages: messages,
        searchHistory: history,
        referrals: referralData,
      };
    },
  };
}

export type DataExport = ReturnType<typeof createDataExport>;
