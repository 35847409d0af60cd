import { MOBILE_MONEY_MESSAGES, centsToShillings, type HybridStatusResponse, type MpesaStatusResponse } from '@mitumba/contracts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AttemptRow, PaymentsService } from '../payments/payments.service.ts';
import type { OrderRow, OrdersRepo } from './orders.repo.ts';

/**
 * What the payment progress screens poll (spec 2): a payment request and its order, refreshed from the provider when
 * it has waited (the payment core's `status`), and a hybrid's two parts.
 */
export function createPaymentProgress(deps: { repo: OrdersRepo; payments: PaymentsService }) {
  const { repo, payments } = deps;

  /** A payment request of `provider` and its order, the request refreshed from the provider when it has waited. */
  async function requestOf(attemptId: string, provider: string): Promise<{ attempt: AttemptRow; order: OrderRow } | undefined> {
    const attempt = isUuid(attemptId) ? await payments.status(attemptId) : undefined;
    // An order a coupon paid in full has a 'coupon' attempt in place of the provider's, already paid.
    if (!attempt || (attempt.provider !== provider && attempt.provider !== 'coupon')) return undefined;
    const order = await repo.findById(attempt.orderId);
    return order ? { attempt, order } : undefined;
  }

  return {
    /**
     * Where a customer's payment request stands, for the progress screen's poll (refreshed from the provider when
     * it has waited). Someone else's request, or an order since cancelled, is not found.
     */
    async paymentStatus(userId: string, attemptId: string, provider: string): Promise<MpesaStatusResponse> {
      const found = await requestOf(attemptId, provider);
      if (!found || found.order.userId !== userId) throw notFound('No such payment request');
      const { attempt, order } = found;
      if (order.status === 'cancelled') throw notFound('Payment failed - order cancelled');
      const paymentStatus = attempt.state === 'paid' ? 'paid' : attempt.state === 'pending' ? 'pending' : 'failed';
      const paymentError = paymentStatus === 'failed' ? { code: attempt.resultCode ?? 'FAILED', message: attempt.resultMessage ?? 'Payment processing failed' } : null;
      return {
        success: true, paymentStatus, paymentError, mpesaReceipt: attempt.receipt, orderId: order.orderRef, amount: centsToShillings(attempt.amountCents),
        message: paymentStatus === 'paid' ? 'Payment received' : paymentError?.message ?? 'Waiting for the M-Pesa PIN',
      };
    },

    /**
     * A payment request by its id alone, for the one status call the spec makes without a token (PesaFlux): the
     * attempt id is a random uuid, and the caller shows only what the spec's answer holds.
     */
    requestOf,

    /**
     * Where a customer's hybrid stands (spec 2 §3): paid once both parts are, failed once its prompt failed (or the
     * order was cancelled), else pending; the prompt is refreshed from its provider as any status poll does.
     */
    async hybridStatus(userId: string, orderRef: string): Promise<HybridStatusResponse> {
      const order = await repo.findByRef(orderRef);
      if (!order || order.userId !== userId || order.paymentMethod !== 'hybrid') throw notFound('Order not found');
      const prompt = (await payments.allFor([order.id])).findLast((attempt) => attempt.provider !== 'cash');
      if (prompt) await payments.status(prompt.id);
      const current = (await repo.findById(order.id)) ?? order;
      // The prompt read after the order: a payment that settled in between shows in both (paid, with its receipt).
      const settled = prompt ? await payments.findAttempt(prompt.id) : undefined;
      const status = current.status === 'cancelled' ? 'failed' : current.paymentStatus;
      const message = status === 'paid' ? 'Payment received'
        : status === 'failed' ? (settled?.resultMessage ?? MOBILE_MONEY_MESSAGES.hybridFailed) : MOBILE_MONEY_MESSAGES.hybridCompleteOnPhone;
      return {
        success: true, status, orderId: order.orderRef, mobileRequestId: prompt?.id ?? null, provider: prompt?.provider ?? null,
        transactionRef: settled?.receipt ?? null, message,
      };
    },
  };
}
