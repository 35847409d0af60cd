import { centsToShillings, paymentMethodLabels, type OrderView, type PaymentMethodId } from '@mitumba/contracts';
import type { AttemptRow } from '../payments/payments.service.ts';
import type { OrderItemRow, OrderRow } from './orders.repo.ts';

const statusLabel = { placed: 'Pending', delivered: 'Delivered', cancelled: 'Cancelled' } as const;
type Image = { url: string; fileId: string };

/** The spec's order shape (spec 2 §3) from our rows: amounts in shillings, the latest attempt's receipt or error. */
export function toOrderView(order: OrderRow, items: OrderItemRow[], attempt: AttemptRow | undefined): OrderView {
  const method = order.paymentMethod as PaymentMethodId;
  const discountCents = order.bulkDiscountCents + order.couponDiscountCents;
  const failed = order.paymentStatus === 'failed' && attempt;
  return {
    _id: order.id,
    orderId: order.orderRef,
    date: order.createdAt.toISOString(),
    amount: centsToShillings(order.amountCents),
    discount: centsToShillings(discountCents),
    subtotal: centsToShillings(order.subtotalCents),
    status: statusLabel[order.status],
    paymentMethod: paymentMethodLabels[method] ?? order.paymentMethod,
    paymentMethodId: method,
    paymentStatus: order.paymentStatus,
    paymentDetails: {
      mpesaReceipt: attempt?.provider === 'mpesa' ? attempt.receipt : null,
      transactionId: attempt?.receipt ?? attempt?.providerRef ?? null,
      phone: attempt?.phone ?? null,
    },
    paymentError: failed ? { code: attempt.resultCode ?? 'FAILED', message: attempt.resultMessage ?? 'Payment failed' } : null,
    paymentRequestId: attempt?.state === 'pending' ? attempt.id : null,
    balance: order.paymentStatus === 'paid' ? 0 : centsToShillings(order.amountCents),
    deliveredDate: order.deliveredAt?.toISOString() ?? null,
    dispatchedDate: order.dispatchedAt?.toISOString() ?? null,
    cancellationStatus: order.cancellationStatus === 'pending' || order.cancellationStatus === 'rejected' ? order.cancellationStatus : null,
    feedbackSubmitted: order.feedbackSubmitted,
    couponCode: order.couponCode,
    address: order.address as OrderView['address'],
    customerName: order.customerName,
    contact: order.contact,
    items: items.map((item) => ({
      _id: item.id,
      productId: item.productId,
      name: item.name,
      size: item.weightLabel,
      weight: item.weightLabel,
      price: centsToShillings(item.unitPriceCents),
      quantity: item.quantity,
      image: item.images as Image[],
    })),
  };
}
