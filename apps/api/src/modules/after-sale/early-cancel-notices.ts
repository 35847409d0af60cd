import { formatTotal, type EarlyCancelQuote, type RefundView } from '@mitumba/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';
import { accountLanguage } from '../../lib/mail/account-mail-words.ts';
import type { MailQueue } from '../../lib/mail/mail-queue.ts';
import { refundMailWords } from '../../lib/mail/refund-mail-words.ts';
import type { OrderTexts } from '../notifications/sms/order-texts.ts';
import type { AttemptRow, PaymentsService } from '../payments/payments.service.ts';
import { earlyCancelCustomerMail, earlyCancelShopMail, type ShopRefundPart } from './early-cancel-mails.ts';
import { refundLine } from './refund-destination.ts';

export type EarlyCancelNoticeDeps = { payments: PaymentsService; mails: MailQueue; texts: Pick<OrderTexts, 'newsWithin'>; publicUrl: string };
/** One paid part of the cancelled order and the refund the refunds module made of it. */
export type RefundedPart = { attempt: AttemptRow; refund: RefundView };

/**
 * Who hears of an order cancelled before dispatch, inside the cancelling transaction (decision 0036): the refunds
 * module pays M-Pesa and card parts back by itself; a part only a person can give back (cash, the Sidian paybill, an
 * aggregator) is flagged for the owner ("payments needing a person"). The shop's admins get an e-mail saying which is
 * which, the customer a confirmation and an SMS, all outbox jobs sent after the commit.
 */
export function createEarlyCancelNotices(deps: EarlyCancelNoticeDeps) {
  const { payments, mails, publicUrl } = deps;
  return async function noticeWithin(
    tx: Db, order: { id: string; orderRef: string; userId: string }, refunded: RefundedPart[], quote: EarlyCancelQuote, now: Date,
  ): Promise<void> {
    const parts: ShopRefundPart[] = [];
    for (const { attempt, refund } of refunded) {
      const line = refundLine(attempt);
      const byHand = refund.method === 'hand-back';
      parts.push({ ...line, by: byHand ? 'person' : 'provider' });
      if (!byHand) continue;
      const reason = `Order ${order.orderRef} was cancelled by the customer before dispatch: hand back Ksh ${formatTotal(line.amount)} `
        + `(${line.method}) to ${line.to}, record it under Refunds, then close this flag.`;
      await payments.flagWithin(tx, attempt.id, { key: `early-cancel:${attempt.id}`, reason, now });
    }
    const [customer] = await tx.select({ name: users.name, email: users.email, language: users.language }).from(users).where(eq(users.id, order.userId));
    if (customer) {
      const orderUrl = `${publicUrl}/order/${encodeURIComponent(order.orderRef)}`;
      const words = refundMailWords[accountLanguage(customer)];
      const told = { ...quote, refunds: refunded.map(({ attempt }) => refundLine(attempt, words)) };
      await mails.sendWithin(tx, `early-cancel:${order.orderRef}`, earlyCancelCustomerMail(customer.email, customer.name, told, orderUrl, words));
    }
    const [row] = await tx.select().from(orders).where(eq(orders.id, order.id));
    if (row) await deps.texts.newsWithin(tx, row, 'early-cancelled');
    const admins = await tx.select({ id: users.id, email: users.email }).from(users).where(and(eq(users.role, 'admin'), ne(users.status, 'suspended')));
    const adminUrl = `${publicUrl}/admin/orders/${encodeURIComponent(order.orderRef)}`;
    for (const admin of admins) {
      const mail = earlyCancelShopMail(admin.email, customer?.name ?? 'A customer', quote, parts, adminUrl);
      await mails.sendWithin(tx, `early-cancel-shop:${order.orderRef}:${admin.id}`, mail);
    }
  };
}

export type EarlyCancelNotices = ReturnType<typeof createEarlyCancelNotices>;
