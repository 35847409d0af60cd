import type { AdminSmsMessage } from '@mitumba/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import type { CancellationService } from '../after-sale/cancellation.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { OffersService } from '../offers/offers.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PaymentSettings } from '../orders/payment-settings.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { WaitlistService } from '../waitlist/waitlist.service.ts';
import { createAdminOrdersService } from './admin-orders.service.ts';
import { createAdminRepo } from './admin.repo.ts';
import { adminRoutes } from './admin.routes.ts';
import { createAuditService } from './audit.service.ts';
import { registerAdminBanners } from './banners/banners.module.ts';
import { registerAdminCatalogue } from './catalogue/catalogue.module.ts';
import { registerAdminCsv } from './csv/csv.module.ts';
import { registerAdminCoupons } from './coupons/coupons.module.ts';
import { registerAdminCouriers } from './couriers/couriers.module.ts';
import { createCouriersRepo } from './couriers/couriers.repo.ts';
import { registerAdminCustomers } from './customers/customers.module.ts';
import { registerAdminDashboard } from './dashboard/dashboard.module.ts';
import { registerAdminDelivery } from './delivery/delivery.module.ts';
import { registerAdminJobs } from './jobs/jobs.module.ts';
import { registerAdminOffers } from './offers/offers.module.ts';
import type { C2bService } from '../payments/c2b/c2b.module.ts';
import type { RefundsService } from '../refunds/refunds.module.ts';
import { registerAdminPaymentsReview } from './payments-review/payments-review.module.ts';
import { registerAdminSettings } from './settings/settings.module.ts';

/** What the back office's areas may use: the shop's services, never another module's tables. */
export type AdminDeps = {
  /** How long cashier-code checks stay paused shop-wide (security-codes.service `pausedMs`), for the dashboard. */
  codesPausedMs: () => Promise<number>;
  db: Db;
  config: Config;
  storage: Storage;
  mailer: Mailer;
  catalog: CatalogService;
  offers: OffersService;
  waitlist: WaitlistService;
  orders: OrdersService;
  payments: PaymentsService;
  paymentSettings: PaymentSettings;
  cancellations: CancellationService;
  /** Paybill payments waiting for a person (payments-review). */
  c2b: C2bService;
  /** Refunds paid out by the providers: a paybill payment sent back (payments-review). */
  refunds: Pick<RefundsService, 'requestRefundWithin' | 'viewWithin'>;
  /** An order's SMS (notifications), for its page. */
  smsOfOrder: (orderId: string) => Promise<AdminSmsMessage[]>;
};

/** The back office (/api/admin/*): every area admin only (the cashier has /api/cashier/*), every change audited. */
export async function registerAdmin(app: FastifyInstance, deps: AdminDeps) {
  const repo = createAdminRepo(deps.db);
  const couriers = createCouriersRepo(deps.db);
  const orders = createAdminOrdersService({ ...deps, repo, couriers });
  await app.register(adminRoutes({ orders, audit: createAuditService(deps.db) }));
  const jobs = await registerAdminJobs(app, deps);
  await registerAdminDashboard(app, { ...deps, failingJobs: jobs.countFailing });
  await registerAdminPaymentsReview(app, deps);
  await registerAdminCatalogue(app, deps);
  await registerAdminCsv(app, deps);
  await registerAdminBanners(app, deps);
  await registerAdminOffers(app, deps);
  await registerAdminCustomers(app, deps);
  await registerAdminSettings(app, deps);
  await registerAdminCoupons(app, deps);
  await registerAdminDelivery(app, deps);
  await registerAdminCouriers(app, { db: deps.db, couriers });
}
