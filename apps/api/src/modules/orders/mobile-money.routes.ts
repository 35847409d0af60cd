import {
  centsToShillings, kcbInitiateResponseSchema, kcbStatusResponseSchema, lipiaInitiateResponseSchema, lipiaStatusResponseSchema,
  mobileMoneyInitiateBodySchema, newOrderId, pesafluxInitiateResponseSchema, pesafluxStatusResponseSchema, tinypesaInitiateResponseSchema,
  tinypesaStatusResponseSchema, type MobileMoneyProvider, type MpesaStatusResponse, type PesafluxStatusResponse,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../lib/identity.ts';
import type { CheckoutService } from './checkout.service.ts';
import type { OrdersService } from './orders.service.ts';
import { LOGIN_MESSAGE, placement, promptAnswer } from './placement-request.ts';

const tags = ['orders'];
const requestIdParams = z.object({ id: z.string().max(100) });

/**
 * The spec's calls for each aggregator (spec 2 §7): where its initiate and status live, the name its answers give the
 * request id, and how its status answer reads our record. One table, so the four stay alike.
 */
const aggregators = {
  lipia: {
    name: 'Lipia', initiatePath: '/api/order/payment/lipia', statusPath: '/api/order/lipia/status/:id', requestIdField: 'lipiaRequestId',
    initiateResponse: lipiaInitiateResponseSchema, statusResponse: lipiaStatusResponseSchema,
    status: (answer: MpesaStatusResponse) => ({
      success: true as const, paymentStatus: answer.paymentStatus, transactionId: answer.mpesaReceipt, paymentError: answer.paymentError,
      message: answer.message, orderId: answer.orderId, amount: answer.amount,
    }),
  },
  tinypesa: {
    name: 'TinyPesa', initiatePath: '/api/order/tinypesa/initiate', statusPath: '/api/order/tinypesa/status/:id', requestIdField: 'tinypesaRequestId',
    initiateResponse: tinypesaInitiateResponseSchema, statusResponse: tinypesaStatusResponseSchema,
    status: (answer: MpesaStatusResponse, requestId: string) => ({
      success: true as const, paymentStatus: answer.paymentStatus, message: answer.message, balance: answer.paymentStatus === 'paid' ? 0 : answer.amount,
      tinypesaRequestId: requestId, mpesaReceipt: answer.mpesaReceipt, paymentError: answer.paymentError, orderId: answer.orderId, amount: answer.amount,
    }),
  },
  kcb: {
    name: 'KCB', initiatePath: '/api/order/kcb/initiate', statusPath: '/api/order/kcb/status/:id', requestIdField: 'kcbRequestId',
    initiateResponse: kcbInitiateResponseSchema, statusResponse: kcbStatusResponseSchema,
    status: (answer: MpesaStatusResponse) => ({
      success: true as const, paymentStatus: answer.paymentStatus, mpesaReceipt: answer.mpesaReceipt, paymentError: answer.paymentError,
      message: answer.message, orderId: answer.orderId, amount: answer.amount,
    }),
  },
} as const;

/** What PesaFlux's tokenless status call may say of one payment (spec 2 §7): nothing beyond these fields. */
export function pesafluxAnswer(requestId: string, found: Awaited<ReturnType<OrdersService['requestOf']>>): PesafluxStatusResponse {
  const state = found && found.order.status !== 'cancelled' ? found.attempt.state : undefined;
  const status = state === 'paid' ? 'success' : state === 'pending' ? 'pending' : state === 'failed' ? 'failed' : 'not_found';
  return {
    pesaFluxRequestId: requestId, status,
    paymentDetails: { mpesaReceipt: status === 'success' ? (found?.attempt.receipt ?? null) : null },
    order: found && status !== 'not_found' ? { amount: centsToShillings(found.attempt.amountCents) } : null,
  };
}

/**
 * Lipia, TinyPesa, PesaFlux and KCB Buni at checkout: each places the order and sends its prompt through the one
 * payment core (checkout.placeWithPrompt), and its progress screen polls the status of that one request.
 */
export function mobileMoneyRoutes(deps: { checkout: CheckoutService; orders: OrdersService }): FastifyPluginAsyncZod {
  const { checkout, orders } = deps;

  return async (app) => {
    type Placed = { orderId: string; amount: number; requestId: string; message: string };
    const initiate = (provider: MobileMoneyProvider, path: string, name: string, respond: (answer: Placed) => object) => {
      app.post(path, {
        config: { access: 'signed-in', loginMessage: LOGIN_MESSAGE },
        schema: { tags, summary: `Place an order and send the ${name} M-Pesa prompt (202: no answer from ${name} yet, the shop is checking)`, body: mobileMoneyInitiateBodySchema },
      }, async (request, reply) => {
        const user = userOf(request, request.body.userId);
        const body = request.body;
        const orderRef = body.orderId ?? newOrderId();
        const placed = await checkout.placeWithPrompt(user.id, { ...placement({ ...body, orderId: orderRef }, provider), phone: body.phone }, provider);
        const message = promptAnswer(reply, placed);
        return respond({ orderId: placed.order.orderRef, amount: centsToShillings(placed.order.amountCents), requestId: placed.attemptId, message });
      });
    };

    for (const [provider, spec] of Object.entries(aggregators) as [keyof typeof aggregators, (typeof aggregators)[keyof typeof aggregators]][]) {
      initiate(provider, spec.initiatePath, spec.name, ({ orderId, amount, requestId, message }) => spec.initiateResponse.parse({
        success: true, message, orderId, amount, [spec.requestIdField]: requestId,
      }));
      app.get(spec.statusPath, {
        config: { access: 'signed-in' },
        schema: { tags, summary: `Where a ${spec.name} payment stands (404: the order was cancelled)`, params: requestIdParams, response: { 200: spec.statusResponse } },
      }, async (request) => {
        const user = userOf(request);
        return spec.status(await orders.paymentStatus(user.id, request.params.id, provider), request.params.id);
      });
    }

    initiate('pesaflux', '/api/order/pesaflux/initiate', 'PesaFlux', ({ orderId, amount, requestId, message }) => pesafluxInitiateResponseSchema.parse({
      success: true, message, orderId, amount, pesaFluxRequestId: requestId,
    }));
    app.get('/api/order/pesaflux/status/:id', {
      config: { access: 'public' },
      schema: {
        tags, summary: 'Where a PesaFlux payment stands (no token: the id is unguessable, the answer minimal)', params: requestIdParams,
        response: { 200: pesafluxStatusResponseSchema },
      },
    }, async (request) => pesafluxAnswer(request.params.id, await orders.requestOf(request.params.id, 'pesaflux')));
  };
}
