import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sandboxPlugin, type SandboxOptions } from '@mitumba/sandbox';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { frameworkErrorHandler, registerErrorHandling } from './http/error-handler.ts';
import { loggerOptions, newRequestId } from './http/logging.ts';
import { createRateLimitCounter } from './http/rate-limit-store.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { registerAccessGate } from './http/access.ts';
import { registerHealth } from './http/health.ts';
import { registerRequestLanguage } from './http/request-language.ts';
import { registerReplyLanguage } from './i18n/reply-language.ts';
import { createLifecycle, type Lifecycle } from './lib/lifecycle.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { serverWithLane } from './http/lane-server.ts';
import { refuseUnstorableText } from './http/storable-text.ts';
import { shopMode } from './shop-mode.ts';
import { createAuth, type Auth } from './lib/auth.ts';
import { deriveKeys } from './lib/keys.ts';
import type { Storage } from './lib/storage/storage.ts';
import { registerAdmin } from './modules/admin/admin.module.ts';
import { registerAfterSale } from './modules/after-sale/after-sale.module.ts';
import { registerReconciliation } from './modules/reconciliation/reconciliation.module.ts';
import { mpesaStatementSource } from './modules/reconciliation/sources/mpesa-statement.ts';
import { registerRefunds, type RefundsService } from './modules/refunds/refunds.module.ts';
import { registerChat } from './modules/chat/chat.module.ts';
import { registerReferrals } from './modules/referrals/referrals.module.ts';
import { registerLoyalty } from './modules/loyalty/loyalty.module.ts';
import { createBannersRepo } from './modules/banners/banners.repo.ts';
import { bannersRoutes } from './modules/banners/banners.routes.ts';
import { createCachedLane } from './modules/catalog/cache/cached-lane.ts';
import { registerCatalogueCache } from './modules/catalog/cache/register-catalogue-cache.ts';
import { createCatalogRepo } from './modules/catalog/catalog.repo.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { createAccountsRepo } from './modules/accounts/accounts.repo.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createCredentialServices } from './modules/accounts/credentials.ts';
import { credentialsRoutes } from './modules/accounts/credentials.routes.ts';
import { createLoginService } from './modules/accounts/login.service.ts';
import { createOtpCodes } from './modules/accounts/otp-codes.ts';
import { createPasswordResetService } from './modules/accounts/password-reset.service.ts';
import { createProfileService } from './modules/accounts/profile.service.ts';
import { profileRoutes } from './modules/accounts/profile.routes.ts';
import { createSignupService } from './modules/accounts/signup.service.ts';
import { createStaffDirectory } from './modules/accounts/staff.service.ts';
import { createSecurityCodesRepo } from './modules/security-codes/security-codes.repo.ts';
import { securityCodesRoutes } from './modules/security-codes/security-codes.routes.ts';
import { createSecurityCodesService, type SecurityCodesService } from './modules/security-codes/security-codes.service.ts';
import { createOutboxRepo } from './modules/dev-mail/dev-mail.repo.ts';
import { devMailRoutes } from './modules/dev-mail/dev-mail.routes.ts';
import { createCartRepo } from './modules/cart/cart.repo.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { createCartService, type CartLenders } from './modules/cart/cart.service.ts';
import type { CatalogService } from './modules/catalog/catalog.service.ts';
import { createCouponsRepo } from './modules/coupons/coupons.repo.ts';
import { couponsRoutes } from './modules/coupons/coupons.routes.ts';
import { createDeliveryRepo } from './modules/delivery/delivery.repo.ts';
import { deliveryRoutes } from './modules/delivery/delivery.routes.ts';
import { createDeliveryService, type DeliveryService } from './modules/delivery/delivery.service.ts';
import { createCouponsService } from './modules/coupons/coupons.service.ts';
import { createFavouritesRepo } from './modules/favourites/favourites.repo.ts';
import { favouritesRoutes } from './modules/favourites/favourites.routes.ts';
import { createFavouritesService } from './modules/favourites/favourites.service.ts';
import { createOffersRepo } from './modules/offers/offers.repo.ts';
import { offersRoutes } from './modules/offers/offers.routes.ts';
import { createOffersService } from './modules/offers/offers.service.ts';
import { createWaitlistRepo } from './modules/waitlist/waitlist.repo.ts';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes.ts';
import { createWaitlistService } from './modules/waitlist/waitlist.service.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './lib/mail/mailer.ts';
import { createThrottle } from './lib/throttle.ts';
import { createOutbox, type Outbox } from './lib/outbox/outbox.ts';
import { createMailQueue, type MailQueue } from './lib/mail/mail-queue.ts';
import { registerWebApp } from './modules/web/web.routes.ts';
import { createInsightsRepo } from './modules/insights/insights.repo.ts';
import { insightsRoutes } from './modules/insights/insights.routes.ts';
import { createRankingService } from './modules/insights/ranking.service.ts';
import { createTrendingService } from './modules/insights/trending.service.ts';
import { cashierRoutes } from './modules/orders/cashier.routes.ts';
import { createCashierService } from './modules/orders/cashier.service.ts';
import { createCheckoutService } from './modules/orders/checkout.service.ts';
import { depositsRoutes } from './modules/deposits/deposits.routes.ts';
import { createDepositsService } from './modules/deposits/deposits.service.ts';
import { createOrdersRepo } from './modules/orders/orders.repo.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import { createPaymentSettings, methodAvailability } from './modules/orders/payment-settings.ts';
import { paymentCallbackRoutes } from './modules/payments/callbacks.routes.ts';
import { createPaymentsService, defaultTimings } from './modules/payments/payments.service.ts';
import { configuredProviders } from './modules/payments/providers/registry.ts';
import { startReconcileJob } from './modules/payments/reconcile.job.ts';
import { registerMpesaC2b } from './modules/payments/c2b/c2b.module.ts';
import { createPromptLimits } from './modules/payments/prompt-limits.ts';
import { registerSearchHistory } from './modules/search-history/search-history.module.ts';
import { registerDataExport } from './modules/accounts/data-export.module.ts';
import { createSmsSender, registerNotifications, type Notifications } from './modules/notifications/notifications.module.ts';
import { registerShopContact } from './modules/shop-contact/shop-contact.module.ts';
import { createOrderTexts } from './modules/notifications/sms/order-texts.ts';

export type AppDependencies = {
  config: Config;
  database: Database;
  storage: Storage;
  jwtSecret: string;
  /** Mount the provider sandbox under /sandbox (npm start asks; the API tests start it on their own). Only a demo shop does. */
  withSandbox?: boolean;
  /** Emulator overrides (tests: short delays). */
  sandbox?: Omit<SandboxOptions, 'publicUrl'>;
  /** Where the log goes (tests read it); stdout by default. */
  logStream?: DestinationStream;
  /** Serving or shutting down (main.ts turns it on a signal; readiness reads it). A new one by default. */
  lifecycle?: Lifecycle;
};

export type App = FastifyInstance & {
  auth: Auth;
  /** Every route the app serves, as registered (the security sweeps walk them: a new route is covered by itself). */
  routeTable: readonly RouteOptions[];
  mailer: Mailer;
  lifecycle: Lifecycle;
  /** The durable outbox's worker (tests drain it to wait for the side effects of what they did). */
  outbox: Outbox;
  /** Services without an HTTP face yet (stock changes, offer decisions: the back office comes later), for tests. */
  services: { catalog: CatalogService; securityCodes: SecurityCodesService; notifications: Notifications; refunds: RefundsService }
    & Awaited<ReturnType<typeof registerShopping>> & Awaited<ReturnType<typeof registerCheckout>> & Awaited<ReturnType<typeof registerAfterSale>>
    & { reconciliation: Awaited<ReturnType<typeof registerReconciliation>> };
};

/**
 * A hop count trusts the nearest N proxies whatever their address (as Express does; Fastify itself refuses numbers),
 * so it fits a server reachable only through its load balancer; a list of addresses is checked address by address.
 */
function proxyTrust(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const nonScreenPrefixes = ['/api/', '/media/', '/sandbox/', '/dev/', '/health/'];

export async function buildApp(deps: AppDependencies): Promise<App> {
  const { config, database, storage } = deps;
  const lifecycle = deps.lifecycle ?? createLifecycle();
  // The catalogue's repeated requests are answered before Fastify routes them (decision 0047).
  const cachedLane = createCachedLane({ newRequestId, shuttingDown: () => lifecycle.shuttingDown });
  const app = Fastify({
    serverFactory: serverWithLane(cachedLane),
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, deps.logStream),
    genReqId: newRequestId,
    frameworkErrors: frameworkErrorHandler,
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1_048_576,
    // Closing (after the drain: lib/shutdown.ts, decision 0031), a request that still comes on an open connection is
    // served, with `connection: close`, rather than refused with a 503 the balancer would not retry (a POST); idle
    // keep-alive connections are closed at once, so new requests open new connections, refused and retried elsewhere.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  const routeTable: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routeTable.push(route as RouteOptions);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    if (!request.routeOptions.config.immutableAsset) reply.header('x-request-id', request.id);
    // Shutting down: each keep-alive connection ends after its next response, so the balancer opens new ones elsewhere.
    if (lifecycle.shuttingDown) reply.header('connection', 'close');
  });
  registerErrorHandling(app);
  refuseUnstorableText(app);
  registerRequestLanguage(app);
  registerReplyLanguage(app);

  const db = database.db;
  const keys = deriveKeys(deps.jwtSecret);
  const auth = createAuth(db, keys['session-tokens']);
  const mode = shopMode(config);
  await registerSecurityHeaders(app, config.publicUrl);
  await registerRateLimits(app, { counter: createRateLimitCounter(db) });
  // Every route says who may call it; checked on request, after the per-IP limits and before the body is read (decision 0029).
  registerAccessGate(app, auth);
  await registerHealth(app, { database, lifecycle });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(swagger, {
    openapi: { info: { title: 'Mitumba API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const outbox = createOutbox({ database, log: app.log });
  const catalogueCache = await registerCatalogueCache(app, database);
  cachedLane.attach(catalogueCache, app.log);
  const catalog = createCatalogService(createCatalogRepo(db), outbox, catalogueCache);
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db, config.publicUrl);

  await app.register(catalogRoutes(catalog, catalogueCache, cachedLane));
  await app.register(bannersRoutes(createBannersRepo(db), catalogueCache));
  const delivery = createDeliveryService(createDeliveryRepo(db));
  await app.register(deliveryRoutes(delivery, catalogueCache));
  const mails = createMailQueue(outbox, mailer);
  const { profiles, signup, staff } = await registerAccounts(app, { db, auth, mailer, mails, storage, otpKey: keys['otp-codes'], publicUrl: config.publicUrl });
  const securityCodes = createSecurityCodesService({
    repo: createSecurityCodesRepo(db), throttle: createThrottle(db), secret: keys['cashier-codes'], cashiers: staff.activeCashiers,
  });
  await app.register(securityCodesRoutes(securityCodes));
  const shopping = await registerShopping(app, { db, mailer, catalog, profiles, publicUrl: config.publicUrl, outbox });
  const withSandbox = Boolean(deps.withSandbox) && mode.mode === 'demo';
  const sms = createSmsSender({ database, config, outbox, sandboxMounted: withSandbox });
  const refunds = await registerRefunds(app, { db, outbox, mailer, config, log: app.log });
  const checkout = await registerCheckout(app, {
    database, config, catalog, securityCodes, shopping, mailer, outbox, sms, refunds, delivery, c2bSecret: keys['c2b-address'],
  });
  const notifications = await registerNotifications(app, { database, config, sms, texts: checkout.texts, orders: checkout.orders });
  const afterSale = await registerAfterSale(app, { db, orders: checkout.orders, payments: checkout.payments, mails, publicUrl: config.publicUrl, refunds, texts: checkout.texts });
  await registerAdmin(app, {
    codesPausedMs: () => securityCodes.pausedMs(), db, config, storage, mailer, catalog, offers: shopping.offers, waitlist: shopping.waitlist,
    orders: checkout.orders, payments: checkout.payments, paymentSettings: checkout.paymentSettings, cancellations: afterSale.cancellations,
    c2b: checkout.c2b, refunds,
    smsOfOrder: notifications.messagesOfOrder,
  });
  const reconciliation = await registerReconciliation(app, {
    database, config, mails, extraSources: [mpesaStatementSource(checkout.c2b.pullMpesaStatement)],
  });
  await registerLoyalty(app, { db, orders: checkout.orders });
  await registerReferrals(app, { db, orders: checkout.orders, signup, publicUrl: config.publicUrl });
  await registerChat(app, { database, orders: checkout.orders, onShopReply: notifications.shopRepliedWithin });
  await registerSearchHistory(app, { db });
  await registerShopContact(app, { db });
  await registerDataExport(app, { db, profiles, orders: checkout.orders });
  const insights = createInsightsRepo(db);
  await app.register(insightsRoutes({ trending: createTrendingService({ repo: insights, catalog }), ranking: createRankingService(insights) }));
  // The outbox shows everyone's codes and reset links, the sandbox marks payments paid: a demo shop's only.
  if (mode.mode === 'demo') await app.register(devMailRoutes(createOutboxRepo(db)));
  await app.register(mediaRoutes(storage));
  if (withSandbox) await app.register(sandboxPlugin, { prefix: '/sandbox', publicUrl: config.publicUrl, ...deps.sandbox });

  const serveScreen = await registerWebApp(app, {
    distDir: path.resolve(config.webDistDir ?? defaultWebDist),
    publicUrl: config.publicUrl,
    catalog,
    mediaPublicUrl: config.mediaPublicUrl,
  });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isScreen = (request.method === 'GET' || request.method === 'HEAD')
      && !nonScreenPrefixes.some((prefix) => pathname.startsWith(prefix));
    if (isScreen) return serveScreen(request, reply);
    return reply.status(404).send({ success: false, message: `No such endpoint: ${request.method} ${pathname}` });
  });

  // Every job kind has its handler by now: work starts (and stops before the database closes).
  await outbox.start();
  app.addHook('onClose', () => outbox.stop());

  return Object.assign(app, { auth, mailer, lifecycle, outbox, routeTable, services: { catalog, securityCodes, notifications, refunds, ...shopping, ...checkout, ...afterSale, reconciliation } }) as unknown as App;
}

async function registerAccounts(
  app: FastifyInstance,
  deps: { db: Database['db']; auth: Auth; mailer: Mailer; mails: MailQueue; storage: Storage; otpKey: Uint8Array; publicUrl: string },
) {
  const repo = createAccountsRepo(deps.db);
  const otp = createOtpCodes(repo, deps.otpKey);
  const { auth, mailer, publicUrl } = deps;
  const throttle = createThrottle(deps.db);
  const signup = createSignupService({ db: deps.db, repo, otp, mailer, publicUrl });
  await app.register(accountsRoutes({
    signup,
    login: createLoginService({ repo, auth, throttle, otp, mailer }),
    reset: createPasswordResetService({ repo, mails: deps.mails, publicUrl }),
  }));
  const profiles = createProfileService({ repo, storage: deps.storage });
  await app.register(profileRoutes(auth, profiles));
  await app.register(credentialsRoutes(createCredentialServices({ repo, otp, throttle, mailer, publicUrl })));
  return { profiles, signup, staff: createStaffDirectory(repo) };
}

async function registerShopping(
  app: FastifyInstance,
  deps: {
    db: Database['db']; mailer: Mailer; catalog: CatalogService; profiles: ReturnType<typeof createProfileService>; publicUrl: string;
    outbox: Outbox;
  },
) {
  const { db, catalog, profiles } = deps;
  const offers = createOffersService({ repo: createOffersRepo(db), catalog });
  // Units the customer's own unpaid orders hold stay theirs in the cart: the orders module, made after the cart
  // (it uses it), lends its query here before the server listens.
  const holds: Pick<CartLenders, 'heldUnits'> = { heldUnits: () => { throw new Error('The orders module has not lent the held units yet.'); } };
  const cart = createCartService({
    repo: createCartRepo(db), catalog,
    lenders: { heldUnits: (userId) => holds.heldUnits(userId), acceptedOffers: (userId, now) => offers.acceptedOffers(userId, now) },
  });
  const contact = (userId: string) => profiles.get(userId).catch(() => undefined);
  const waitlist = createWaitlistService({ repo: createWaitlistRepo(db), catalog, mailer: deps.mailer, contact, publicUrl: deps.publicUrl, outbox: deps.outbox });
  catalog.onRestock((productId, weight) => waitlist.notifyRestocked(productId, weight));
  const favourites = createFavouritesService({ repo: createFavouritesRepo(db), catalog });
  await app.register(cartRoutes(cart));
  await app.register(offersRoutes(offers));
  await app.register(waitlistRoutes(waitlist));
  await app.register(favouritesRoutes(favourites));
  const coupons = createCouponsService({ repo: createCouponsRepo(db), cartSubtotal: async (userId) => (await cart.get(userId)).summary.subtotal });
  await app.register(couponsRoutes(coupons));
  return { cart, offers, waitlist, favourites, coupons, holds, contact };
}

async function registerCheckout(
  app: FastifyInstance,
  deps: {
    database: Database; config: Config; catalog: CatalogService; securityCodes: SecurityCodesService; mailer: Mailer; outbox: Outbox;
    shopping: Awaited<ReturnType<typeof registerShopping>>; c2bSecret: Buffer; sms: ReturnType<typeof createSmsSender>; refunds: RefundsService;
    delivery: DeliveryService;
  },
) {
  const { database, config, catalog, securityCodes, shopping } = deps;
  const db = database.db;
  const providers = configuredProviders(config);
  // An attempt whose initiation got no answer expires no sooner than twice the provider time-out (decision 0027).
  const timings = { ...defaultTimings, initiateGraceMs: 2 * config.providerTimeoutMs };
  const payments = createPaymentsService({ db, providers, publicUrl: config.publicUrl, outbox: deps.outbox, timings, log: app.log, escalate: deps.refunds.escalateStk });
  deps.refunds.usePayments(payments);
  // The owner's payment settings: which methods the checkout takes, deposits, and the paybill customers are shown.
  const settings = createPaymentSettings({
    db, isAvailable: methodAvailability(payments), bank: config.sidian, offlineOrderHours: config.offlineOrderHours, mpesaPaybill: config.mpesaC2b.shortCode,
  });
  const texts = createOrderTexts({ sms: deps.sms, bankDetails: (tx) => settings.bankDetails(tx), paidCentsWithin: (tx, orderId) => payments.paidCentsWithin(tx, orderId) });
  deps.refunds.useTexts(texts.refundSentWithin);
  const orders = createOrdersService({
    repo: createOrdersRepo(db), payments, catalog, cart: shopping.cart, coupons: shopping.coupons, offers: shopping.offers,
    mail: { mailer: deps.mailer, contact: shopping.contact, publicUrl: config.publicUrl, bankDetails: () => settings.bankDetails() },
    outbox: deps.outbox, texts,
  });
  shopping.holds.heldUnits = (userId) => orders.heldUnits(userId);
  // Payment prompts per phone and per customer, counted where every instance sees them (issue 25).
  const countPrompt = createPromptLimits(createRateLimitCounter(db));
  const checkout = createCheckoutService({
    db, orders, cart: shopping.cart, catalog, offers: shopping.offers, coupons: shopping.coupons, payments, securityCodes, delivery: deps.delivery,
    offlineOrderHours: config.offlineOrderHours, methodEnabled: settings.methodEnabled, countPrompt,
  });
  await app.register(ordersRoutes({ checkout, orders, settings, payments, razorpayKeySecret: config.razorpay?.keySecret }));
  const deposits = createDepositsService({ db, checkout, orders, payments, settings, countPrompt });
  await app.register(depositsRoutes({ deposits, orders }));
  const cashier = createCashierService({ repo: createOrdersRepo(db), payments, contact: shopping.contact });
  await app.register(cashierRoutes(cashier));
  await app.register(paymentCallbackRoutes(payments));
  // Paybill and till payments customers make from their own M-Pesa menu, matched by the order's reference.
  const c2b = await registerMpesaC2b(app, {
    database, config, outbox: deps.outbox, payments, addressSecret: deps.c2bSecret,
    orders: { findByReference: (tx, reference) => createOrdersRepo(tx).findByReference(reference), lockWithin: (tx, orderId) => orders.lockWithin(tx, orderId) },
  });
  if (config.reconcilePayments) {
    const job = await startReconcileJob(database.jobQueue, { payments, orders, refunds: deps.refunds }, app.log);
    app.addHook('onClose', () => job.stop());
  }
  return { payments, orders, checkout, cashier, deposits, paymentSettings: settings, c2b, texts };
}
