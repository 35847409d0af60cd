import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';
import { escapeHtml } from '../../lib/html.ts';
import { accountLanguage } from '../../lib/mail/account-mail-words.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { refundMailWords } from '../../lib/mail/refund-mail-words.ts';
import { refundLine } from './refund-lines.ts';
import { createRefundsRepo } from './refunds.repo.ts';

/**
 * The `refunds.sent-mail` job: tells the customer their refund was sent (once per refund: the job's key), in the
 * account's language.
 */
export function createRefundSentMail(deps: { db: Db; mailer: Mailer; publicUrl: string }) {
  return async function send(refundId: string, key: string): Promise<void> {
    const refund = await createRefundsRepo(deps.db).find(refundId);
    if (!refund?.orderId || refund.state !== 'succeeded') return;
    const [owner] = await deps.db.select({ email: users.email, name: users.name, language: users.language, orderRef: orders.orderRef })
      .from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, refund.orderId));
    if (!owner) return;
    const w = refundMailWords[accountLanguage(owner)];
    const line = refundLine(refund, w);
    const url = `${deps.publicUrl}/order/${encodeURIComponent(owner.orderRef)}`;
    const text = `${w.hello(owner.name)}\n\n${line}.\n\n${w.order(owner.orderRef)}: ${url}\n`;
    await deps.mailer.send({
      to: owner.email, subject: w.sentSubject(owner.orderRef), text,
      html: `<p>${escapeHtml(w.hello(owner.name))}</p><p>${escapeHtml(line)}.</p><p><a href="${escapeHtml(url)}">${escapeHtml(w.order(owner.orderRef))}</a></p>`,
    }, { key: `refunds.sent-mail:${key}` });
  };
}
