import type { FastifyReply } from 'fastify';
import type { OrderPayload, PaymentMethodId } from '@mitumba/contracts';
import { replyLanguage } from '../../i18n/reply-language.ts';
import { render, type Said } from '../../i18n/say.ts';
import type { PlacementRequest } from './checkout.service.ts';

/** The checkout's order payload as a placement: the server prices the cart again and checks `amount` against it. */
export function placement(body: OrderPayload, method: PaymentMethodId): PlacementRequest {
  return {
    orderRef: body.orderId, method, address: body.address, expectedAmount: body.amount, couponCode: body.couponCode, deliveryOptionId: body.deliveryOptionId,
  };
}

export const LOGIN_MESSAGE = 'Please login to place an order.';
export const CHECK_YOUR_PHONE = 'Check your phone and enter your M-Pesa PIN to pay.';

/**
 * What a prompt's placement answers: 200 and "check your phone", or, when the provider gave no answer (`checking`,
 * decision 0027), 202 and the shop's own words that it is checking, in the shopper's language: the storefront knows
 * the case by the 202, never by the words. Either way the screen polls the same request.
 */
export function promptAnswer(reply: FastifyReply, placed: { checking?: Said | undefined }, sent = CHECK_YOUR_PHONE): string {
  if (!placed.checking) return sent;
  void reply.code(202);
  return render(replyLanguage(reply.request), placed.checking);
}

/** A prompt placement's response schemas: the same body for 200 (sent) and 202 (no answer yet: checking). */
export const promptResponses = <Schema>(schema: Schema) => ({ 200: schema, 202: schema });
