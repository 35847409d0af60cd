import {
  MOBILE_MONEY_MESSAGES, bulkDiscount, cartTotal, centsToShillings, formatTotal, hybridSplitProblem, normalisePhone, onlinePaymentMethods, shillingsToCents,
  type DeliveryAddress, type DepositMethodId, type HybridMobileProvider, type MobileMoneyProvider, type PaymentMethodId,
} from '@mitumba/contracts';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { said, type Said } from '../../i18n/say.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CouponsService } from '../coupons/coupons.service.ts';
import { NO_DELIVERY, type DeliveryService } from '../delivery/delivery.service.ts';
import type { OffersService } from '../offers/offers.service.ts';
import { providerUnreached, type PaymentsService } from '../payments/payments.service.ts';
import { INVALID_CODE_MESSAGE, type CodeUse, type SecurityCodesService } from '../security-codes/security-codes.service.ts';
import { createOrdersRepo, type NewOrderItem, type OrderRow } from './orders.repo.ts';
import { stockLinesOf, type OrdersService } from './orders.service.ts';
import { METHOD_UNAVAILABLE_MESSAGE } from './payment-settings.ts';
import { depositSettlementOf, offlineMethods, settlementOf } from './settlement.ts';
import type { AttemptPurpose } from '../payments/payments.service.ts';
import type { NextAction } from '../payments/provider.ts';
import type { CountPrompt } from '../payments/prompt-limits.ts';

export const PENDING_ORDER_MESSAGE = 'This customer has pending orders.';
/** The card providers, paid on the provider's own page. */
export type CardProvider = 'paystack' | 'stripe' | 'razorpay';
/** The methods that place an order and send one M-Pesa prompt for all of it. */
export type PromptProvider = 'mpesa' | MobileMoneyProvider;
const MAX_IMAGES = 3;
/** The unique indexes that allow one unpaid order per customer: online (one at a time) and offline (COD, Sidian). */
const ONE_PENDING_INDEXES = ['orders_one_awaiting_payment', 'orders_one_unpaid_offline'];

export type PlacementRequest = {
  orderRef: string;
  method: PaymentMethodId;
  address: Partial<DeliveryAddress>;
  /** The total the customer saw, in shillings (delivery fee included): refused when the server's total differs. */
  expectedAmount: number;
  /** The delivery option chosen for the county (`address.city`); a walk-in sale has none. */
  deliveryOptionId?: string | undefined;
  couponCode?: string | null | undefined;
  /** M-Pesa and the aggregators: the phone to prompt. */
  phone?: string | undefined;
  /** A hybrid's cash part (cents), paid at the counter with the cashier's code and recorded with the order. */
  cashPartCents?: number;
  /** Cash and COD placed by the customer: the code the cashier shows. */
  securityCode?: string | undefined;
  /** The matched code, retired in the placement's transaction. */
  codeUse?: CodeUse | null;
  walkIn?: { customerName: string; contact: string; notes?: string | undefined };
  /** A deposit order: the deposit's method and amount (cents); the rest is its balance. */
  deposit?: { method: DepositMethodId; amountCents: number };
  placedBy?: string;
};

/** The payment an order asks of a provider, written with the order (its first attempt) and sent once that commits. */
type FirstPayment = { provider: string; amountCents: number; phone?: string | undefined; email?: string | undefined; purpose?: AttemptPurpose };
type Sent = Awaited<ReturnType<PaymentsService['start']>>;
type Placed = { order: OrderRow; repeated: boolean; send?: () => Promise<Sent> };

type Priced = {
  items: NewOrderItem[];
  offerLines: { productId: string; weightKey: string }[];
  subtotalCents: number;
  bulkCents: number;
};

/**
 * Order placement (DESIGN §5): every amount is computed again from the database (prices, accepted offers, bulk
 * discount, coupon); stock, coupon use and offers are taken in one transaction; the spec's orderId is the
 * idempotency key, so a repeated submit answers the first order; the database allows one order per customer
 * waiting for an online payment and one unpaid cash-on-delivery or paybill order. A cashier's code is retired in the
 * placement's transaction; zero totals and coupon-paid orders follow docs/decisions/0009.
 */
export function createCheckoutService(deps: {
  db: Db;
  orders: OrdersService;
  cart: CartService;
  catalog: CatalogService;
  offers: OffersService;
  coupons: CouponsService;
  payments: PaymentsService;
  securityCodes: SecurityCodesService;
  /** The delivery option a placement chose, and its fee (decision 0044). */
  delivery: Pick<DeliveryService, 'chooseWithin'>;
  /** How long an unconfirmed cash-on-delivery or paybill order holds its stock (OFFLINE_ORDER_HOURS). */
  offlineOrderHours: number;
  /** Counts a new payment prompt against its phone and its customer, refusing past the limits (payments/prompt-limits.ts). */
  countPrompt: CountPrompt;
  /** Whether the owner takes this method now (/admin/settings); without it every method is taken. */
  methodEnabled?: (method: PaymentMethodId) => Promise<boolean>;
}) {
  const { db, cart, catalog, offers, coupons, payments } = deps;
  const repo = createOrdersRepo(db);

  async function priceCart(userId: string): Promise<Priced> {
    const { items, changes } = await cart.forOrder(userId);
    // The cart is checked against stock on every read: say what changed rather than just "empty".
    if (items.length === 0) throw AppError.saying('BUSINESS_RULE', changes.length > 0 ? { all: changes } : said('checkout.empty'));
    const products = await catalog.getProductsByIds(items.map((item) => item.productId));
    // An accepted offer prices only the units it covers: those are one line, the rest another at the list price.
    const lines: NewOrderItem[] = items.flatMap((item) => {
      const line = {
        productId: item.productId, weight: item.weight.toLowerCase(), weightLabel: item.weight, name: item.name,
        listPriceCents: shillingsToCents(item.listPrice), images: (products.get(item.productId)?.image ?? []).slice(0, MAX_IMAGES),
      };
      const offerUnits = item.offerApplied ? Math.min(item.offerQuantity ?? item.quantity, item.quantity) : 0;
      return [
        { ...line, unitPriceCents: shillingsToCents(item.unitPrice), offerApplied: true, quantity: offerUnits },
        { ...line, unitPriceCents: shillingsToCents(item.listPrice), offerApplied: false, quantity: item.quantity - offerUnits },
      ].filter((candidate) => candidate.quantity > 0);
    });
    const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
    return {
      items: lines,
      offerLines: lines.filter((line) => line.offerApplied).map((line) => ({ productId: line.productId, weightKey: line.weight })),
      subtotalCents: lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0),
      bulkCents: shillingsToCents(bulkDiscount(itemCount)),
    };
  }

  /**
   * The order, its stock hold and its first payment attempt commit in one transaction, or none of them does (a crash
   * can never leave an order that nothing will pay or expire). The provider is asked by `send`, after the commit.
   */
  async function insertOrder(userId: string, request: PlacementRequest, priced: Priced, now: Date, payment?: (order: OrderRow) => FirstPayment): Promise<Omit<Placed, 'repeated'>> {
    return db.transaction(async (tx) => {
      // First, so racing placements with one code stop here before they lock any stock.
      if (request.codeUse) await deps.securityCodes.retire(tx, request.codeUse, now);
      const coupon = request.couponCode
        ? await coupons.redeem(tx, { userId, code: request.couponCode, orderRef: request.orderRef, subtotalCents: priced.subtotalCents }, now)
        : null;
      const delivery = request.walkIn ? NO_DELIVERY : await deps.delivery.chooseWithin(tx, request.address.city, request.deliveryOptionId);
      // Total = subtotal + delivery fee − discounts, never below 0 (cart-rules.ts); a coupon covers at most the goods.
      const couponCents = Math.min(coupon?.amountOffCents ?? 0, Math.max(0, priced.subtotalCents - priced.bulkCents));
      const amountCents = cartTotal(priced.subtotalCents, delivery.feeCents, priced.bulkCents + couponCents);
      if (shillingsToCents(request.expectedAmount) !== amountCents) {
        throw AppError.saying('CONFLICT', said('checkout.totalChanged', { total: formatTotal(centsToShillings(amountCents)) }), {
          amount: centsToShillings(amountCents),
        });
      }
      const settle = request.deposit
        ? depositSettlementOf({ method: request.deposit.method, depositCents: request.deposit.amountCents, now, offlineOrderHours: deps.offlineOrderHours })
        : settlementOf({ method: request.method, amountCents, couponCents, couponCode: coupon?.code ?? null, now, offlineOrderHours: deps.offlineOrderHours });
      // A deposit paid at the counter leaves the order unpaid: its balance is open.
      const orderPaid = settle?.state === 'paid' && !settle.deposit;
      const order = await createOrdersRepo(tx).insert({
        orderRef: request.orderRef, userId, paymentMethod: request.method,
        awaitsOnlinePayment: !settle && onlinePaymentMethods.includes(request.method),
        paymentStatus: orderPaid ? 'paid' : 'pending', ...(orderPaid ? { paidAt: now } : {}),
        offlineExpiresAt: settle?.offlineExpiresAt ?? null,
        subtotalCents: priced.subtotalCents, bulkDiscountCents: priced.bulkCents, couponDiscountCents: couponCents, amountCents,
        deliveryFeeCents: delivery.feeCents, delivery: delivery.snapshot,
        couponId: coupon?.couponId ?? null, couponCode: coupon?.code ?? null,
        address: request.address, customerName: request.walkIn?.customerName ?? null, contact: request.walkIn?.contact ?? null,
        notes: request.walkIn?.notes ?? null, placedBy: request.placedBy ?? null, securityCodeCashierId: request.codeUse?.cashierId ?? null,
        createdAt: now, updatedAt: now,
      }, priced.items);
      const lines = stockLinesOf(priced.items);
      await catalog.takeStock(tx, lines);
      await offers.useAccepted(tx, userId, request.orderRef, priced.offerLines, now);
      if (request.cashPartCents) {
        await payments.recordOffline(tx, {
          orderId: order.id, provider: 'cash', amountCents: request.cashPartCents, state: 'paid', reference: order.orderRef,
          note: 'Cash part of a hybrid payment, paid at the counter', now,
        });
      }
      if (settle) {
        await payments.recordOffline(tx, {
          orderId: order.id, provider: settle.provider, amountCents: settle.deposit?.amountCents ?? amountCents, state: settle.state,
          reference: order.orderRef, note: settle.note, now, ...(settle.deposit ? { purpose: 'deposit' as const } : {}),
          ...(settle.offlineExpiresAt ? { payload: { expiresAt: settle.offlineExpiresAt.toISOString() } } : {}),
        });
        await cart.removeOrdered(userId, lines, tx);
        await deps.orders.mailWithin(tx, order, 'placed');
      } else {
        await deps.orders.textWithin(tx, order, 'placed');
      }
      if (orderPaid) await deps.orders.paidAtPlacementWithin(tx, order, now);
      if (settle || !payment) return { order };
      const { send } = await payments.reserveWithin(tx, { orderId: order.id, orderRef: order.orderRef, ...payment(order) });
      return { order, send };
    });
  }

  /** The first answer to an orderId, for a repeated submit; someone else's orderId is refused. */
  async function repeated(userId: string, orderRef: string): Promise<OrderRow | null> {
    const existing = await repo.findByRef(orderRef);
    if (!existing) return null;
    if (existing.userId !== userId) throw new AppError('CONFLICT', 'This order id is already taken. Please reload the page and try again.');
    return existing;
  }

  async function place(userId: string, request: PlacementRequest, now: Date, payment?: (order: OrderRow) => FirstPayment): Promise<Placed> {
    const first = await repeated(userId, request.orderRef);
    if (first) return { order: first, repeated: true };
    // While an order waits for its online payment, its items are still in the cart: no second order of them,
    // whatever the method (spec 2 §4: a pending order blocks checkout).
    const waiting = await repo.awaitingPayment(userId);
    // An identical submit may have placed it between the two reads above: that is this same order.
    if (waiting?.orderRef === request.orderRef) return { order: waiting, repeated: true };
    if (waiting) throw new AppError('CONFLICT', PENDING_ORDER_MESSAGE, { hasPending: true });
    try {
      return { ...(await insertOrder(userId, request, await priceCart(userId), now, payment)), repeated: false };
    } catch (error) {
      // An identical submit placed this order meanwhile: it took the orderId first, or emptied the cart before this
      // one read it. Its answer is this one's.
      const raced = await repeated(userId, request.orderRef);
      if (raced) return { order: raced, repeated: true };
      const constraint = uniqueViolation(error);
      if (constraint !== null && ONE_PENDING_INDEXES.includes(constraint)) throw new AppError('CONFLICT', PENDING_ORDER_MESSAGE, { hasPending: true });
      throw error;
    }
  }

  /**
   * A method the owner switched off is refused before anything is spent (a cashier's code, a prompt). A cashier's
   * walk-in sale is the counter's cash, not the checkout's, so it is never refused.
   */
  async function refuseDisabled(request: PlacementRequest): Promise<void> {
    if (request.walkIn || !deps.methodEnabled) return;
    if (!(await deps.methodEnabled(request.method))) throw new AppError('BUSINESS_RULE', METHOD_UNAVAILABLE_MESSAGE);
  }

  /** The attempt written with an order (its prompt, or the coupon's attempt that paid it all), for a repeated submit. */
  async function attemptOf(order: OrderRow, provider: string) {
    return (await payments.allFor([order.id])).findLast((candidate) => candidate.provider === provider || candidate.provider === 'coupon');
  }

  /**
   * Sends the prompt written with a freshly placed order; a repeated submit gets the first submit's request instead
   * of a second prompt (a coupon that paid it all: the progress screen finds the coupon's attempt paid).
   */
  async function prompt(placed: Placed, provider: string): Promise<{ order: OrderRow; attemptId: string; checking?: Said }> {
    const { order } = placed;
    if (placed.send) {
      const { attempt, unanswered } = await placed.send();
      // No answer from the provider: the order waits and the screen polls; the customer is told the shop is checking.
      return { order, attemptId: attempt.id, ...(unanswered ? { checking: providerUnreached(attempt.provider) } : {}) };
    }
    const attempt = await attemptOf(order, provider);
    if (!attempt) throw new AppError('CONFLICT', 'Your payment request is still being sent. Check your phone.');
    if (attempt.state !== 'pending' && attempt.state !== 'paid') throw new AppError('BUSINESS_RULE', attempt.resultMessage ?? 'Payment initiation failed');
    const checking = await payments.checkingMessage(attempt);
    return { order, attemptId: attempt.id, ...(checking ? { checking } : {}) };
  }

  /**
   * Opens the provider's page for a freshly placed order. A repeated submit is refused while its page is open: its
   * address is the provider's to give, once. A coupon that paid it all needs no page.
   */
  async function pageOf(placed: Placed, provider: string): Promise<{ order: OrderRow; attemptId: string; nextAction: NextAction }> {
    const { order } = placed;
    if (placed.send) {
      const { attempt, nextAction } = await placed.send();
      return { order, attemptId: attempt.id, nextAction };
    }
    if (placed.repeated) throw new AppError('CONFLICT', 'This order\'s payment page is already open. Finish it there, or check My Orders.');
    return { order, attemptId: (await attemptOf(order, provider))?.id ?? '', nextAction: { kind: 'none' as const } };
  }

  function promptPhone(input: string | undefined): string {
    const phone = normalisePhone(input ?? '');
    if (!phone) throw badRequest('Phone number must be 10 digits (e.g., 0712345678)');
    return phone;
  }

  return {
    /** Cash (with the cashier's code), cash on delivery, Sidian paybill, and walk-in cash sales by a cashier. */
    async placeOffline(userId: string, request: PlacementRequest, now = new Date()) {
      if (!offlineMethods.includes(request.method)) throw badRequest('Choose cash, cash on delivery or Sidian for this call.');
      const first = await repeated(userId, request.orderRef);
      if (first) return deps.orders.view(first);
      await refuseDisabled(request);
      // One unpaid cash-on-delivery or paybill order at a time (the database index decides races): say so before a
      // code is spent.
      const unpaid = request.method === 'cash' ? undefined : await repo.unpaidOffline(userId);
      // An identical submit may have placed it since the read above: that is this same order.
      if (unpaid?.orderRef === request.orderRef) return deps.orders.view(unpaid);
      if (unpaid) throw new AppError('CONFLICT', PENDING_ORDER_MESSAGE, { hasPending: true });
      let codeUse: CodeUse | null = null;
      // Cash at the counter spends the cashier's code; cash on delivery is confirmed when it is paid (decision 0035).
      if (request.method === 'cash' && !request.walkIn) {
        const check = await deps.securityCodes.validate(userId, request.securityCode ?? '', request.orderRef, now);
        if (!check.use) throw new AppError('BUSINESS_RULE', INVALID_CODE_MESSAGE);
        codeUse = check.use;
      }
      const { order } = await place(userId, { ...request, codeUse }, now);
      return deps.orders.view(order);
    },

    /**
     * Places the order and sends the prompt through `provider` (M-Pesa, Lipia, TinyPesa, PesaFlux, KCB); answers the
     * request id the processing screen polls.
     */
    async placeWithPrompt(userId: string, request: PlacementRequest, provider: PromptProvider, now = new Date()) {
      const phone = promptPhone(request.phone);
      if (!(await repeated(userId, request.orderRef))) {
        await refuseDisabled({ ...request, method: provider });
        await deps.countPrompt(userId, phone);
      }
      const placed = await place(userId, { ...request, method: provider }, now, (order) => ({ provider, amountCents: order.amountCents, phone }));
      return prompt(placed, provider);
    },

    /**
     * Places the order and starts its payment on a provider's own page (Paystack, Stripe, Razorpay): answers the
     * attempt and what the browser does next (the page to open). A repeated submit of the same orderId is refused
     * while its page is open: its address is the provider's to give, once.
     */
    async placeOnline(userId: string, request: PlacementRequest, provider: CardProvider, now = new Date()) {
      if (!(await repeated(userId, request.orderRef))) await refuseDisabled({ ...request, method: provider });
      // The card providers mail their receipt: to the delivery e-mail the customer gave.
      const email = (request.address as { email?: string }).email;
      const placed = await place(userId, { ...request, method: provider }, now, (order) => ({ provider, amountCents: order.amountCents, email }));
      return pageOf(placed, provider);
    },

    /**
     * A deposit order (spec 2 §3, §5): placed with its deposit, the balance left open. Cash is paid at the counter with
     * the cashier's code; a bank transfer waits for the shop; a prompt (M-Pesa, Lipia, TinyPesa, PesaFlux) or Paystack's
     * page is started here for the deposit alone. The deposit's size and method were checked by the caller
     * (deposits.service.ts) against the total the server will price: a total that differs is refused at placement.
     */
    async placeDeposit(
      userId: string, request: PlacementRequest & { deposit: { method: DepositMethodId; amountCents: number } }, now = new Date(),
    ): Promise<{ order: OrderRow; attemptId: string; nextAction: NextAction; checking?: Said }> {
      const { method, amountCents } = request.deposit;
      const first = await repeated(userId, request.orderRef);
      if (!first) await refuseDisabled({ ...request, method: 'deposit' });
      const provider = method === 'bank' ? 'sidian' : method;
      if (method === 'cash' || method === 'bank') {
        let codeUse: CodeUse | null = null;
        if (method === 'cash' && !first) {
          const check = await deps.securityCodes.validate(userId, request.securityCode ?? '', request.orderRef, now);
          if (!check.use) throw new AppError('BUSINESS_RULE', INVALID_CODE_MESSAGE);
          codeUse = check.use;
        }
        const { order } = first ? { order: first } : await place(userId, { ...request, method: 'deposit', codeUse }, now);
        const attempt = await attemptOf(order, provider);
        return { order, attemptId: attempt?.id ?? '', nextAction: { kind: 'none' as const } };
      }
      if (!payments.has(provider)) throw new AppError('BUSINESS_RULE', METHOD_UNAVAILABLE_MESSAGE);
      const phone = method === 'paystack' ? undefined : promptPhone(request.phone);
      if (phone && !first) await deps.countPrompt(userId, phone);
      const email = (request.address as { email?: string }).email;
      const placed = await place(userId, { ...request, method: 'deposit' }, now, () => ({ provider, amountCents, purpose: 'deposit', ...(phone ? { phone } : { email }) }));
      if (phone) return { ...(await prompt(placed, provider)), nextAction: { kind: 'none' as const } };
      return pageOf(placed, provider);
    },

    /**
     * A hybrid (spec 2 §3): the mobile part by a PesaFlux or TinyPesa prompt, the rest in cash at the counter with the
     * cashier's single-use code, recorded paid with the order. The order is paid once the prompt is; should it fail,
     * the order gives its stock back and the cash part is raised for a person to hand back.
     */
    async placeHybrid(
      userId: string, request: PlacementRequest & { mobile: { provider: HybridMobileProvider; amount: number }; cashAmount: number }, now = new Date(),
    ) {
      const phone = promptPhone(request.phone);
      const first = await repeated(userId, request.orderRef);
      if (first) return prompt({ order: first, repeated: true }, request.mobile.provider);
      await refuseDisabled({ ...request, method: 'hybrid' });
      if (!payments.has(request.mobile.provider)) throw new AppError('BUSINESS_RULE', METHOD_UNAVAILABLE_MESSAGE);
      const mobileCents = shillingsToCents(request.mobile.amount);
      const cashPartCents = shillingsToCents(request.expectedAmount) - mobileCents;
      const split = hybridSplitProblem(request.expectedAmount, request.mobile.amount) ?? (cashPartCents === shillingsToCents(request.cashAmount) ? null : MOBILE_MONEY_MESSAGES.invalidSplit);
      if (split) throw badRequest(split);
      await deps.countPrompt(userId, phone);
      const check = await deps.securityCodes.validate(userId, request.securityCode ?? '', request.orderRef, now);
      if (!check.use) throw new AppError('BUSINESS_RULE', INVALID_CODE_MESSAGE);
      const placed = await place(userId, { ...request, method: 'hybrid', codeUse: check.use, cashPartCents }, now, () => ({ provider: request.mobile.provider, amountCents: mobileCents, phone }));
      return prompt(placed, request.mobile.provider);
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
