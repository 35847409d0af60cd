import type { AdminSmsMessage } from '@mitumba/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Outbox } from '../../lib/outbox/outbox.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { createAfricasTalkingClient } from './sms/africastalking-client.ts';
import { startBalanceReminderJob } from './sms/balance-reminder.job.ts';
import { createBalanceReminders } from './sms/balance-reminders.ts';
import { createChatTexts } from './sms/chat-texts.ts';
import { deliveryReportRoutes } from './sms/delivery-reports.routes.ts';
import type { OrderTexts } from './sms/order-texts.ts';
import { createSmsQueue } from './sms/sms-queue.ts';
import { createSmsRepo, type SmsRow } from './sms/sms-repo.ts';

/**
 * Telling customers (decision 0042): SMS through Africa's Talking, sent by the outbox. `createSmsSender` comes first
 * (the orders service texts through it); `registerNotifications` adds the delivery reports, the delivered-order SMS
 * and the balance reminders once the orders exist.
 */
export function createSmsSender(deps: { database: Database; config: Config; outbox: Outbox; sandboxMounted: boolean }) {
  const { sms, publicUrl } = deps.config;
  // Pointed at the local emulator, SMS work only where this app mounts it (the demo); elsewhere they are off.
  const reachable = sms && (deps.sandboxMounted || !sms.baseUrl.startsWith(`${publicUrl}/sandbox/`));
  const client = reachable ? createAfricasTalkingClient(sms, deps.config.providerTimeoutMs) : null;
  return createSmsQueue({ database: deps.database, outbox: deps.outbox, client });
}

const toAdminMessage = (row: SmsRow): AdminSmsMessage => ({
  id: row.id, phone: row.phone, text: row.text, parts: row.parts, status: row.status as AdminSmsMessage['status'], statusCode: row.statusCode,
  deliveryStatus: row.deliveryStatus, failureReason: row.failureReason, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null,
  reportedAt: row.reportedAt?.toISOString() ?? null,
});

export async function registerNotifications(
  app: FastifyInstance,
  deps: { database: Database; config: Config; sms: ReturnType<typeof createSmsSender>; texts: OrderTexts; orders: OrdersService },
) {
  const { database, texts } = deps;
  const repo = createSmsRepo(database.db);
  await app.register(deliveryReportRoutes(repo));
  deps.orders.onDelivered(database.db, (tx, order) => texts.newsWithin(tx, order, 'delivered'));
  const reminders = createBalanceReminders({ db: database.db, texts });
  // The periodic jobs run where the payment reconciliation runs (PAYMENTS_RECONCILE): the tests drive them by hand.
  if (deps.config.reconcilePayments && deps.sms.enabled) {
    const job = await startBalanceReminderJob(database.jobQueue, reminders, app.log);
    app.addHook('onClose', () => job.stop());
  }
  return {
    reminders,
    /** A shop reply in chat, in its transaction: an SMS when the customer does not have the chat open. */
    shopRepliedWithin: createChatTexts(deps.sms),
    /** The order's SMS for the back office, oldest first. */
    messagesOfOrder: async (orderId: string): Promise<AdminSmsMessage[]> => (await repo.forOrder(orderId)).map(toAdminMessage),
  };
}

export type Notifications = Awaited<ReturnType<typeof registerNotifications>>;
