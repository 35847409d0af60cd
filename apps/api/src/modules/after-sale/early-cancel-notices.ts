import { formatTotal, type EarlyCancelQuote } from '@mitumba/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { MailQueue } from '../../lib/mail/mail-queue.ts';
import type { AttemptRow, PaymentsService } from '../payments/payments.service.ts';
import { earlyCancelCustomerMail, earlyCancelShopMail } from './early-cancel-mails.ts';
import { refundLine } from './refund-destination.ts';

export type EarlyCancelNoticeDeps = { payments: PaymentsService; mails: MailQueue; publicUrl: string };

/**
 * Who hears of an order cancelled before dispatch, inside the cancelling transaction (decision 0036): each refunded
 * part is flagged for the owner ("payments needing a person": closing the flag confirms the money went back), the
 * shop's admins get an e-mail and the customer a confirmation, both outbox jobs sent after the commit.
 */
export function createEarlyCancelNotices(deps: EarlyCancelNoticeDeps) {
  const { payments, mails, publicUrl } = deps;
  return async function noticeWithin(
    tx: Db, order: { orderRef: string; userId: string }, refunded: AttemptRow[], quote: EarlyCancelQuote, now: Date,
  ): Promise<void> {
    for (const part of refunded) {
      const line = refundLine(part);
      const reason = `Order ${order.orderRef} was cancelled by the customer before dispatch: refund Ksh ${formatTotal(line.amount)} `
        + `(${line.method}) to ${line.to}, then close this flag.`;
      await payments.flagWithin(tx, part.id, { key: `early-cancel:${part.id}`, reason, now });
    }
    const [customer] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, order.userId));
    if (customer) {
      const orderUrl = `${publicUrl}/order/${encodeURIComponent(order.orderRef)}`;
      await mails.sendWithin(tx, `early-cancel:${order.orderRef}`, earlyCancelCustomerMail(customer.email, customer.name, quote, orderUrl));
    }
    const admins = await tx.select({ id: users.id, email: users.email }).from(users).where(and(eq(users.role, 'admin'), ne(users.status, 'suspended')));
    const adminUrl = `${publicUrl}/admin/orders/${encodeURIComponent(order.orderRef)}`;
    for (const admin of admins) {
      await mails.sendWithin(tx, `early-cancel-shop:${order.orderRef}:${admin.id}`, earlyCancelShopMail(admin.email, customer?.name ?? 'A customer', quote, adminUrl));
    }
  };
}

export type EarlyCancelNotices = ReturnType<typeof createEarlyCancelNotices>;
