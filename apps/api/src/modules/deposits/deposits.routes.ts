import {
  DEPOSIT_MESSAGES, balanceMethodParamsSchema, balancePaymentBodySchema, balancePaymentResponseSchema, depositPlacementBodySchema,
  depositPlacementResponseSchema, depositRequestParamsSchema, depositStatusResponseSchema, paymentMethodLabels, pesafluxStatusResponseSchema,
  tinypesaDepositStatusResponseSchema, type BalanceMethod, type DepositMethodId, type DepositPlacementData,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Language } from '@mitumba/contracts';
import { replyLanguage } from '../../i18n/reply-language.ts';
import { say } from '../../i18n/say.ts';
import { badRequest } from '../../lib/errors.ts';
import { userOf } from '../../lib/identity.ts';
import { pesafluxAnswer } from '../orders/mobile-money.routes.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { CHECK_YOUR_PHONE, LOGIN_MESSAGE, promptAnswer, promptResponses } from '../orders/placement-request.ts';
import type { DepositsService } from './deposits.service.ts';

const tags = ['deposits'];

/** What a placed deposit asks of the customer next, in a sentence, in `language`. */
function placedMessage(language: Language, data: DepositPlacementData): string {
  if (data.paymentStatus === 'paid') return say(language, 'deposit.placedPaid', { deposit: data.depositAmount, balance: data.balance });
  if (data.bankDetails) {
    const { paybill, accountNumber: account } = data.bankDetails;
    return say(language, 'deposit.placedPaybill', { deposit: data.depositAmount, paybill, account, reference: data.orderReference ?? data.orderId });
  }
  return data.authorizationUrl ? say(language, 'deposit.toPaystack') : CHECK_YOUR_PHONE;
}

/**
 * The deposit calls of spec 2 §7. At checkout: POST /api/order/deposit (any deposit method) and the method-specific
 * TinyPesa, Paystack and PesaFlux calls. From the order history: a payment towards the balance by prompt or bank.
 * And the status calls the deposit screens poll.
 */
export function depositsRoutes(deps: { deposits: DepositsService; orders: OrdersService }): FastifyPluginAsyncZod {
  const { deposits, orders } = deps;

  return async (app) => {
    const placeAt = (path: string, fixed: DepositMethodId | undefined, summary: string) => {
      app.post(path, {
        config: { access: 'signed-in', loginMessage: LOGIN_MESSAGE },
        schema: { tags, summary, body: depositPlacementBodySchema, response: promptResponses(depositPlacementResponseSchema) },
      }, async (request, reply) => {
        const user = userOf(request, request.body.userId);
        const method = fixed ?? request.body.depositPaymentMethod;
        if (!method) throw badRequest(DEPOSIT_MESSAGES.unsupportedMethod);
        if (fixed && request.body.depositPaymentMethod && request.body.depositPaymentMethod !== fixed) throw badRequest(DEPOSIT_MESSAGES.invalidRequest);
        const { checking, ...data } = await deposits.placeAtCheckout(user.id, request.body, method);
        return { success: true as const, message: promptAnswer(reply, { checking }, placedMessage(replyLanguage(request), data)), ...data, data };
      });
    };
    placeAt('/api/order/deposit', undefined, 'Place an order with a deposit now and the balance later (any deposit method)');
    placeAt('/api/order/tinypesa/deposit', 'tinypesa', 'Place a deposit order and send the TinyPesa prompt for the deposit');
    placeAt('/api/order/paystack/deposit', 'paystack', "Place a deposit order and open Paystack's page for the deposit");
    placeAt('/api/order/deposit/pesaflux', 'pesaflux', 'Place a deposit order and send the PesaFlux prompt for the deposit');

    const payBalance = (path: string, fixed: BalanceMethod | undefined) => {
      app.post(path, {
        config: { access: 'signed-in' },
        schema: {
          tags, summary: 'Pay towards a deposit order\'s balance (mpesa, lipia, tinypesa: a prompt; bank: the paybill, confirmed by the shop)',
          ...(fixed ? {} : { params: balanceMethodParamsSchema }), body: balancePaymentBodySchema, response: promptResponses(balancePaymentResponseSchema),
        },
      }, async (request, reply) => {
        const user = userOf(request);
        const method = fixed ?? (request.params as { method: BalanceMethod }).method;
        const { orderId, amount, phone } = request.body;
        const { checking, ...paid } = await deposits.payBalance(user.id, { orderRef: orderId, method, amount, phone });
        const name = method === 'bank' ? 'Bank transfer' : paymentMethodLabels[method];
        const language = replyLanguage(request);
        const message = method === 'bank'
          ? say(language, 'balance.paybill', { amount, paybill: paid.bankDetails?.paybill ?? '', account: paid.bankDetails?.accountNumber ?? '', reference: paid.orderReference ?? orderId })
          : say(language, 'balance.initiated', { method: name });
        return { success: true as const, message: promptAnswer(reply, { checking }, message), ...paid };
      });
    };
    payBalance('/api/order/deposit/pesaflux/initiate', 'pesaflux');
    payBalance('/api/order/deposit/:method', undefined);

    const status = (path: string, provider: string, name: string) => {
      app.get(path, {
        config: { access: 'signed-in' },
        schema: { tags, summary: `Where a ${name} deposit or balance payment stands`, params: depositRequestParamsSchema, response: { 200: depositStatusResponseSchema } },
      }, async (request) => {
        const user = userOf(request);
        return deposits.status(user.id, request.params.requestId, provider);
      });
    };
    status('/api/order/deposit/mpesa-status/:requestId', 'mpesa', 'M-Pesa');
    status('/api/order/mpesa/deposit-status/:requestId', 'mpesa', 'M-Pesa');
    status('/api/order/deposit/lipia-status/:requestId', 'lipia', 'Lipia');

    app.get('/api/order/deposit/tinypesa-status/:requestId', {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Where a TinyPesa deposit or balance payment stands', params: depositRequestParamsSchema, response: { 200: tinypesaDepositStatusResponseSchema } },
    }, async (request) => {
      const user = userOf(request);
      const answer = await deposits.status(user.id, request.params.requestId, 'tinypesa');
      return {
        success: true as const, paymentStatus: answer.status, balance: answer.balance, message: answer.message, tinypesaRequestId: request.params.requestId,
        orderId: answer.orderId, amount: answer.amount, mpesaReceipt: answer.receipt,
      };
    });

    app.get('/api/order/deposit/pesaflux/status/:requestId', {
      config: { access: 'public' },
      schema: {
        tags, summary: 'Where a PesaFlux deposit or balance payment stands (no token: the id is unguessable, the answer minimal)',
        params: depositRequestParamsSchema, response: { 200: pesafluxStatusResponseSchema },
      },
    }, async (request) => pesafluxAnswer(request.params.requestId, await orders.requestOf(request.params.requestId, 'pesaflux')));
  };
}
