import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MailQueue } from '../../lib/mail/mail-queue.ts';
import type { OrderTexts } from '../notifications/sms/order-texts.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { RefundsService } from '../refunds/refunds.module.ts';
import { afterSaleRoutes } from './after-sale.routes.ts';
import { createCancellationService } from './cancellation.service.ts';
import { createEarlyCancelNotices } from './early-cancel-notices.ts';
import { earlyCancelRoutes } from './early-cancel.routes.ts';
import { createEarlyCancelService } from './early-cancel.service.ts';
import { createFeedbackService } from './feedback.service.ts';
import { createProductFeedbackService } from './product-feedback.ts';
import { productFeedbackRoutes } from './product-feedback.routes.ts';

/**
 * Cancellation requests and feedback on delivered orders, and that feedback on the products' pages; cancelling a paid
 * order before dispatch; answers the services (the shop's decision has no HTTP face here).
 */
export async function registerAfterSale(
  app: FastifyInstance,
  deps: { db: Db; orders: OrdersService; payments: PaymentsService; mails: MailQueue; publicUrl: string; refunds: RefundsService; texts: OrderTexts },
) {
  const cancellations = createCancellationService(deps);
  const feedback = createFeedbackService(deps);
  const earlyCancel = createEarlyCancelService({ ...deps, notices: createEarlyCancelNotices(deps) });
  await app.register(afterSaleRoutes({ cancellations, feedback }));
  await app.register(earlyCancelRoutes({ earlyCancel }));
  await app.register(productFeedbackRoutes({ productFeedback: createProductFeedbackService(deps) }));
  return { cancellations, feedback, earlyCancel };
}
