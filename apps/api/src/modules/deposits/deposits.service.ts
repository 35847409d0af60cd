import {
  DEPOSIT_MESSAGES, centsToShillings, depositAmountProblem, depositOrderRef, formatTotal, methodPhoneFields, minimumDepositPercent,
  newOrderId, normalisePhone, shillingsToCents, type BalanceMethod, type BalancePaymentResponse, type DepositMethodId, type DepositPlacementBody,
  type DepositPlacementData, type DepositStatusResponse,
} from '@mitumba/contracts';
import type { CountPrompt } from '../payments/prompt-limits.ts';
import type { Db } from '../../db/client.ts';
import { said, type Said } from '../../i18n/say.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { CheckoutService } from '../orders/checkout.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { METHOD_UNAVAILABLE_MESSAGE, depositMethodProvider, type PaymentSettings } from '../orders/payment-settings.ts';
import { placement } from '../orders/placement-request.ts';
import { wholeShillingsOrRefuse } from '../orders/settlement.ts';
import { providerUnreached, type PaymentsService } from '../payments/payments.service.ts';

/** The phone a deposit's prompt goes to: the method's own field, else the address's, else the delivery phone. */
function depositPhone(body: DepositPlacementBody, method: DepositMethodId): string | undefined {
  const field = method in methodPhoneFields ? methodPhoneFields[method as keyof typeof methodPhoneFields] : undefined;
  const own = field ? (body as Record<string, unknown>)[field] ?? (body.address as Record<string, unknown>)[field] : undefined;
  return body.phone || (typeof own === 'string' && own ? own : undefined) || body.address.phone;
}

const ORDER_NOT_FOUND = 'Order not found';
/** The provider a bank (Sidian paybill) payment is recorded under. */
const BANK_PROVIDER = depositMethodProvider('bank');
const ORDER_ID_TAKEN = 'This order id is already taken. Please reload the page and try again.';
type OrderRow = NonNullable<Awaited<ReturnType<OrdersService['findByRef']>>>;

/**
 * Deposits (spec 2 §3–§5, DESIGN §5): a deposit order is placed with its deposit (an attempt with the purpose
 * 'deposit'); payments towards its balance are attempts with the purpose 'balance'. The balance is never stored: it
 * is the total less what the attempts have taken. A balance payment is decided under the order's row lock against
 * what is paid and what is still asked for, so no two payments can together ask for more than is owed.
 */
export function createDepositsService(deps: {
  db: Db; checkout: CheckoutService; orders: OrdersService; payments: PaymentsService; settings: PaymentSettings; countPrompt: CountPrompt;
}) {
  const { db, checkout, orders, payments, settings } = deps;

  /**
   * A placement id already used by this customer answers its first placement only when that was a deposit by the
   * same method: anything else (another method, an order that is not a deposit) is a different request with a
   * stale id, refused before anything is asked of a cashier's code or a provider.
   */
  async function refuseAnotherPayment(order: OrderRow, method: DepositMethodId): Promise<void> {
    const deposit = (await payments.allFor([order.id])).find((attempt) => attempt.purpose === 'deposit');
    const sameDeposit = order.paymentMethod === 'deposit' && (!deposit || deposit.provider === depositMethodProvider(method));
    if (!sameDeposit) throw new AppError('CONFLICT', ORDER_ID_TAKEN);
  }

  async function refuseUnoffered(method: DepositMethodId, forBalance: boolean): Promise<void> {
    const offered = forBalance
      ? settings.isAvailable(depositMethodProvider(method)) && (await settings.current()).depositMethods.includes(method)
      : await settings.depositMethodEnabled(method);
    if (!offered) throw new AppError('BUSINESS_RULE', METHOD_UNAVAILABLE_MESSAGE);
  }

  return {
    /**
     * Where one deposit or balance payment stands, for its progress screen (refreshed from the provider when it has
     * waited), with what the order still owes. Another customer's request, or another provider's, is not found.
     */
    async status(userId: string, requestId: string, provider: string): Promise<DepositStatusResponse> {
      const found = await orders.requestOf(requestId, provider);
      if (!found || found.order.userId !== userId) throw notFound('No such payment request');
      const { attempt, order } = found;
      const [view] = await orders.views([order]);
      const status = attempt.state === 'paid' ? 'paid' : attempt.state === 'pending' && order.status !== 'cancelled' ? 'pending' : 'failed';
      const paymentError = status === 'failed' ? { code: attempt.resultCode ?? 'FAILED', message: attempt.resultMessage ?? DEPOSIT_MESSAGES.paymentFailed } : null;
      return {
        success: true, status, transactionId: attempt.receipt, reference: attempt.providerRef, phone: attempt.phone, receipt: attempt.receipt,
        message: status === 'paid' ? 'Deposit received' : paymentError?.message ?? 'Waiting for the M-Pesa PIN',
        orderId: order.orderRef, amount: centsToShillings(attempt.amountCents), balance: view?.balance ?? 0, paymentError,
      };
    },

    /**
     * A deposit order at checkout: the deposit is checked against the customer's minimum percent (new customers
     * more, the owner's settings first) and the total the customer saw, which the placement then checks against the
     * server's own pricing. Answers the spec's `data` (the order, the balance, the request the screen polls).
     */
    async placeAtCheckout(
      userId: string, body: DepositPlacementBody, method: DepositMethodId, now = new Date(),
    ): Promise<DepositPlacementData & { checking?: Said | undefined }> {
      await refuseUnoffered(method, false);
      const current = await settings.current();
      const percent = minimumDepositPercent(await orders.count(userId), current);
      const problem = depositAmountProblem(body.amount, body.depositAmount, percent);
      const orderRef = depositOrderRef(body.orderId ?? newOrderId());
      const repeated = await orders.findByRef(orderRef);
      if (repeated && repeated.userId === userId) await refuseAnotherPayment(repeated, method);
      // A repeated submit of a placed deposit answers the first; the new order would have made this customer "returning".
      if (problem && !(repeated && repeated.userId === userId)) throw badRequest(problem);
      const depositCents = shillingsToCents(body.depositAmount);
      const address = body.email ? { ...body.address, email: body.email } : body.address;
      const { order, attemptId, nextAction, ...placed } = await checkout.placeDeposit(userId, {
        ...placement({ ...body, address, orderId: orderRef }, 'deposit'), phone: depositPhone(body, method), securityCode: body.securityCode,
        deposit: { method, amountCents: depositCents },
      }, now);
      // A repeated submit whose first is still sending its request has nothing to answer yet.
      const attempt = isUuid(attemptId) ? await payments.findAttempt(attemptId) : undefined;
      if (!attempt) throw new AppError('CONFLICT', 'Your payment request is still being sent. Check your phone.');
      const paid = attempt.state === 'paid';
      const requestIds = { mpesa: 'mpesaRequestId', lipia: 'lipiaRequestId', tinypesa: 'tinypesaRequestId', pesaflux: 'pesaFluxRequestId' } as const;
      const named = method in requestIds ? { [requestIds[method as keyof typeof requestIds]]: attemptId } : {};
      return {
        orderId: order.orderRef, orderReference: order.reference, amount: centsToShillings(order.amountCents), depositAmount: centsToShillings(attempt.amountCents),
        balance: centsToShillings(order.amountCents - attempt.amountCents), depositPaymentMethod: method,
        paymentStatus: paid ? 'paid' : attempt.state === 'pending' ? 'pending' : 'failed', requestId: attemptId, ...named,
        ...(nextAction.kind === 'redirect' ? { authorizationUrl: nextAction.url, reference: attempt.providerRef ?? '' } : {}),
        ...(method === 'bank' ? { bankDetails: await settings.bankDetails() } : {}),
        ...(placed.checking ? { checking: placed.checking } : {}),
      };
    },

    /**
     * A payment towards a deposit order's balance from the order history (spec 2 §5): positive, whole shillings for a
     * prompt, and not above the balance. Under the order's lock: a payment still waiting keeps its share asked for,
     * so two payments racing for the last shillings cannot both be asked (the second is refused). Someone else's
     * order is not found.
     */
    async payBalance(
      userId: string, input: { orderRef: string; method: BalanceMethod; amount: number; phone?: string | undefined }, now = new Date(),
    ): Promise<Omit<BalancePaymentResponse, 'success' | 'message'> & { checking?: Said }> {
      const owned = await orders.findByRef(input.orderRef);
      if (!owned || owned.userId !== userId) throw notFound(ORDER_NOT_FOUND);
      if (!Number.isFinite(input.amount) || input.amount <= 0) throw badRequest(DEPOSIT_MESSAGES.invalidAmount);
      await refuseUnoffered(input.method, true);
      const amountCents = shillingsToCents(input.amount);
      const provider = depositMethodProvider(input.method);
      const prompted = input.method !== 'bank';
      if (prompted) wholeShillingsOrRefuse(amountCents);
      const phone = prompted ? promptPhoneOf(input.phone) : undefined;
      if (phone) await deps.countPrompt(userId, phone);
      const reserved = await db.transaction(async (tx) => {
        const order = await orders.lockWithin(tx, owned.id);
        if (!order) throw notFound(ORDER_NOT_FOUND);
        const attempts = await payments.attemptsWithin(tx, order.id);
        const sum = (of: typeof attempts) => of.reduce((total, attempt) => total + attempt.amountCents, 0);
        const paid = sum(attempts.filter((attempt) => attempt.state === 'paid'));
        // A bank transfer waiting for the shop holds no share: it is a promise a person checks against the money that
        // arrived (more than owed is raised for a hand-back), and it must not block a prompt meanwhile.
        const waitingTransfers = attempts.filter((attempt) => attempt.state === 'pending' && attempt.provider === BANK_PROVIDER);
        const pending = sum(attempts.filter((attempt) => attempt.state === 'pending' && attempt.provider !== BANK_PROVIDER));
        const depositIn = attempts.some((attempt) => attempt.purpose === 'deposit' && attempt.state === 'paid');
        if (!depositIn || order.paymentStatus !== 'pending' || order.status !== 'placed' || paid >= order.amountCents) {
          throw new AppError('CONFLICT', noBalanceReason(depositIn, order));
        }
        if (amountCents > order.amountCents - paid) throw new AppError('BUSINESS_RULE', DEPOSIT_MESSAGES.exceedsBalance);
        if (amountCents > order.amountCents - paid - pending) {
          throw AppError.saying('CONFLICT', said('balance.stillWaiting', { pending: formatTotal(centsToShillings(pending)) }));
        }
        const left = centsToShillings(order.amountCents - paid - amountCents);
        if (!prompted) {
          // One bank transfer announced at a time: a new one replaces the one still waiting (the customer changed the amount).
          for (const waiting of waitingTransfers) {
            await payments.settleByHandWithin(tx, waiting.id, { to: 'cancelled', actorId: userId, note: 'Replaced by a newer bank transfer towards the balance', now });
          }
          const attempt = await payments.recordOffline(tx, {
            // The paybill reference customers type is the order id; each announced transfer still needs its own key.
            orderId: order.id, provider, amountCents, state: 'pending', reference: `${order.orderRef}-${attempts.length + 1}`, purpose: 'balance', now,
            note: 'Towards the balance: waiting for the paybill transfer, confirmed by the shop',
          });
          return { attemptId: attempt.id, left, send: undefined };
        }
        const { attempt, send } = await payments.reserveWithin(tx, { orderId: order.id, orderRef: order.orderRef, provider, amountCents, phone, purpose: 'balance' });
        return { attemptId: attempt.id, left, send };
      });
      const sent = reserved.send ? await reserved.send() : undefined;
      // No answer from the provider (decision 0027): the payment waits and the customer is told the shop is checking.
      const checking = sent?.unanswered ? providerUnreached(sent.attempt.provider) : undefined;
      const requestIds = { mpesa: 'mpesaRequestId', lipia: 'lipiaRequestId', tinypesa: 'tinypesaRequestId', pesaflux: 'pesaFluxRequestId', bank: undefined } as const;
      const field = requestIds[input.method];
      return {
        orderId: owned.orderRef, orderReference: owned.reference, amount: input.amount, balance: reserved.left, requestId: reserved.attemptId,
        ...(field ? { [field]: reserved.attemptId } : {}),
        ...(input.method === 'bank' ? { bankDetails: await settings.bankDetails() } : {}),
        ...(checking ? { checking } : {}),
      };
    },
  };
}

function promptPhoneOf(input: string | undefined): string {
  const phone = normalisePhone(input ?? '');
  if (!phone) throw badRequest('Phone number must be 10 digits (e.g., 0712345678)');
  return phone;
}

function noBalanceReason(depositIn: boolean, order: OrderRow): string {
  if (order.paymentStatus === 'paid') return 'This order is paid in full.';
  if (order.status === 'cancelled' || order.paymentStatus === 'failed') return 'This order was cancelled.';
  if (!depositIn) return 'This order has no deposit in yet: its balance can be paid once the deposit is confirmed.';
  return 'This order has no balance to pay.';
}

export type DepositsService = ReturnType<typeof createDepositsService>;
