import { SALES_CHART_DAYS, centsToShillings, type AdminDashboardResponse, type SalesFigure } from '@mitumba/contracts';
import type { PaymentsService } from '../../payments/payments.service.ts';
import type { DashboardRepo } from './dashboard.repo.ts';
import { addDays, nairobiDay, startOfNairobiDay } from './nairobi-days.ts';

type SalesRow = { day: string; method: string; cents: number | string; orders: number };

/** Sums the rows whose day passes `keep`, in all and per method (largest first). */
function figure(rows: SalesRow[], keep: (day: string) => boolean): SalesFigure {
  const byMethod = new Map<string, { cents: number; orders: number }>();
  for (const row of rows.filter((candidate) => keep(candidate.day))) {
    const sum = byMethod.get(row.method) ?? { cents: 0, orders: 0 };
    sum.cents += Number(row.cents);
    sum.orders += row.orders;
    byMethod.set(row.method, sum);
  }
  const methods = [...byMethod.entries()].sort(([, a], [, b]) => b.cents - a.cents);
  const cents = methods.reduce((total, [, sum]) => total + sum.cents, 0);
  return {
    total: centsToShillings(cents), orders: methods.reduce((total, [, sum]) => total + sum.orders, 0),
    byMethod: methods.map(([method, sum]) => ({ method, total: centsToShillings(sum.cents), orders: sum.orders })),
  };
}

/**
 * The first screen of the back office: four reads of the database (sales, orders, stock, what waits for a reply)
 * plus the counts of payments needing a person and of background jobs that keep failing.
 */
export function createDashboardService(deps: {
  repo: DashboardRepo; payments: PaymentsService; failingJobs: () => Promise<number>; codesPausedMs: () => Promise<number>;
}) {
  const { repo, payments, failingJobs } = deps;
  return {
    async summary(now = new Date()): Promise<Omit<AdminDashboardResponse, 'success'>> {
      const today = nairobiDay(now);
      const monthStart = `${today.slice(0, 8)}01`;
      const chartStart = addDays(today, -(SALES_CHART_DAYS - 1));
      const since = startOfNairobiDay(monthStart < chartStart ? monthStart : chartStart);
      const [sales, statuses, low, needingPerson, failing, pausedMs, waiting] = await Promise.all([
        repo.salesByDayAndMethod(since), repo.ordersByStatus(), repo.lowStock(), payments.reviewCount(payments.reviewWindow(now)), failingJobs(),
        deps.codesPausedMs(), repo.waiting(),
      ]);
      const perDay = new Map<string, number>();
      for (const row of sales) perDay.set(row.day, (perDay.get(row.day) ?? 0) + Number(row.cents));
      const countBy = (key: 'status' | 'payment_status') => {
        const counts = new Map<string, number>();
        for (const row of statuses) counts.set(row[key], (counts.get(row[key]) ?? 0) + row.count);
        return [...counts.entries()].sort(([a], [b]) => a.localeCompare(b));
      };
      return {
        today,
        sales: { today: figure(sales, (day) => day === today), month: figure(sales, (day) => day >= monthStart) },
        ordersByStatus: countBy('status').map(([status, count]) => ({ status, count })),
        ordersByPaymentStatus: countBy('payment_status').map(([paymentStatus, count]) => ({ paymentStatus, count })),
        paymentsNeedingPerson: needingPerson,
        unreadMessages: waiting.unread_messages,
        unreadConversations: waiting.unread_conversations,
        pendingCancellations: waiting.pending_cancellations,
        failingJobs: failing,
        codeChecksPausedUntil: pausedMs > 0 ? new Date(now.getTime() + pausedMs).toISOString() : null,
        lowStock: low.map((row) => ({
          productId: row.product_id, name: row.name, stock: row.quantity,
          // The stock key is the lower-cased weight; the product lists it as shown.
          weight: row.weights.find((label) => label.toLowerCase() === row.weight) ?? row.weight,
        })),
        salesByDay: Array.from({ length: SALES_CHART_DAYS }, (_, index) => {
          const day = addDays(chartStart, index);
          return { day, total: centsToShillings(perDay.get(day) ?? 0) };
        }),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
