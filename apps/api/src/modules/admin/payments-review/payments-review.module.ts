import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin.module.ts';
import { paymentsReviewRoutes } from './payments-review.routes.ts';
import { createPaymentsReviewService } from './payments-review.service.ts';
import { receivedPaymentsRoutes } from './received-payments.routes.ts';
import { createReceivedPaymentsService } from './received-payments.service.ts';

/** Payments needing a person (/api/admin/payments/*). */
export async function registerAdminPaymentsReview(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  const review = createPaymentsReviewService({ db: deps.db, payments: deps.payments, orders: deps.orders });
  await app.register(paymentsReviewRoutes({ review }));
  await app.register(receivedPaymentsRoutes({ received: createReceivedPaymentsService({ db: deps.db, c2b: deps.c2b, refunds: deps.refunds }) }));
}
