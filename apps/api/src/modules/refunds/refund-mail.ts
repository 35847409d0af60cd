import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { refundLine } from './refund-lines.ts';
import { createRefundsRepo } from './refunds.repo.ts';

/** The `refunds.sent-mail` job: tells the customer their refund was sent (once per refund: the job's key). */
export function createRefundSentMail(deps: { db: Db; mailer: Mailer; publicUrl: string }) {
  return async function send(refundId: string, key: string): Promise<void> {
    const refund = await createRefundsRepo(deps.db).find(refundId);
    if (!refund?.orderId || refund.state !== 'succeeded') return;
    const [owner] = await deps.db.select({ email: users.email, name: users.name, orderRef: orders.orderRef })
      .from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, refund.orderId));
    if (!owner) return;
    const line = refundLine(refund);
    const url = `${deps.publicUrl}/order/${encodeURIComponent(owner.orderRef)}`;
    const text = `Hello ${owner.name},\n\n${line}.\n\nOrder ${owner.orderRef}: ${url}\n`;
    await deps.mailer.send({
      to: owner.email, subject: `Your refund for order ${owner.orderRef} was sent`, text,
      html: `<p>Hello ${escapeHtml(owner.name)},</p><p>${escapeHtml(line)}.</p><p><a href="${escapeHtml(url)}">Order ${escapeHtml(owner.orderRef)}</a></p>`,
    }, { key: `refunds.sent-mail:${key}` });
  };
}
