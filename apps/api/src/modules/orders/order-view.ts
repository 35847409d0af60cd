import {
  centsToShillings, mobileMoneyProviders, paymentMethodLabels, type DepositEntry, type DepositMethodId, type Language, type OrderView, type PaymentMethodId,
} from '@mitumba/contracts';
import { translate } from '../../i18n/say.ts';
import { orderDeliveryOf } from '../delivery/delivery.service.ts';
import type { AttemptRow } from '../payments/payments.service.ts';
import { orderViewWords } from './order-view-words.ts';
import type { OrderItemRow, OrderRow } from './orders.repo.ts';

const statusLabel = { placed: 'Pending', delivered: 'Delivered', cancelled: 'Cancelled' } as const;
type Image = { url: string; fileId: string };

/** Methods whose receipt is an M-Pesa receipt: M-Pesa itself and the aggregators that prompt through it. */
const mpesaReceiptProviders: readonly string[] = ['mpesa', ...mobileMoneyProviders];

/** A payment method's or provider's name for people ('coupon' and other internal providers as they are). */
export const methodName = (provider: string) => paymentMethodLabels[provider as PaymentMethodId] ?? provider.charAt(0).toUpperCase() + provider.slice(1);
/** The same name as a shopper reads it in `language` (brands as they are; cash, coupon, deposit… in their words). */
export const methodNameIn = (provider: string, language: Language) => orderViewWords[language].names[provider] ?? methodName(provider);

/** The deposit sub-method a payment went through: the Sidian paybill is 'bank' (spec 2 §3 Deposit entry). */
const depositMethodOf = (provider: string): DepositMethodId => (provider === 'sidian' ? 'bank' : provider as DepositMethodId);

/** A deposit order's deposit and balance payments (failed ones too: the customer sees what did not go through). */
function depositEntries(attempts: AttemptRow[], language: Language): DepositEntry[] {
  return attempts.filter((attempt) => attempt.purpose === 'deposit' || attempt.purpose === 'balance').map((attempt) => ({
    _id: attempt.id,
    paymentMethod: depositMethodOf(attempt.provider),
    method: attempt.provider === 'sidian' ? orderViewWords[language].sidianBank : methodNameIn(attempt.provider, language),
    purpose: attempt.purpose === 'deposit' ? 'deposit' as const : 'balance' as const,
    amount: centsToShillings(attempt.amountCents),
    status: attempt.state === 'paid' ? 'paid' as const : attempt.state === 'pending' ? 'pending' as const : 'failed' as const,
    date: (attempt.settledAt ?? attempt.createdAt).toISOString(),
    mpesaReceipt: mpesaReceiptProviders.includes(attempt.provider) ? attempt.receipt : null,
    reference: attempt.receipt ?? attempt.providerRef,
    phone: attempt.phone,
  }));
}

/**
 * The spec's order shape (spec 2 §3) from our rows: amounts in shillings, the latest attempt's receipt or error, and
 * the parts that pay it (paid or still pending; two for a hybrid) with the balance they leave. Its texts are in
 * `language` (the shopper's; the back office reads English).
 */
export function toOrderView(order: OrderRow, items: OrderItemRow[], attempts: AttemptRow[], language: Language = 'en'): OrderView {
  const method = order.paymentMethod as PaymentMethodId;
  const discountCents = order.bulkDiscountCents + order.couponDiscountCents;
  const attempt = attempts.at(-1);
  const failed = order.paymentStatus === 'failed' && attempt;
  const parts = attempts.filter((part) => part.state === 'paid' || part.state === 'pending');
  const paidCents = parts.filter((part) => part.state === 'paid').reduce((sum, part) => sum + part.amountCents, 0);
  const depositIn = attempts.some((part) => part.purpose === 'deposit' && part.state === 'paid');
  return {
    _id: order.id,
    orderId: order.orderRef,
    reference: order.reference,
    payBy: order.paymentStatus === 'pending' && order.status !== 'cancelled' ? order.offlineExpiresAt?.toISOString() ?? null : null,
    date: order.createdAt.toISOString(),
    amount: centsToShillings(order.amountCents),
    discount: centsToShillings(discountCents),
    subtotal: centsToShillings(order.subtotalCents),
    deliveryFee: centsToShillings(order.deliveryFeeCents),
    delivery: orderDeliveryOf(order.delivery),
    status: statusLabel[order.status],
    paymentMethod: orderViewWords[language].names[method] ?? paymentMethodLabels[method] ?? order.paymentMethod,
    paymentMethodId: method,
    paymentStatus: order.paymentStatus,
    paymentDetails: {
      mpesaReceipt: attempt && mpesaReceiptProviders.includes(attempt.provider) ? attempt.receipt : null,
      transactionId: attempt?.receipt ?? attempt?.providerRef ?? null,
      phone: attempt?.phone ?? null,
    },
    paymentError: failed ? { code: attempt.resultCode ?? 'FAILED', message: translate(language, attempt.resultMessage ?? 'Payment failed') } : null,
    paymentRequestId: attempt?.state === 'pending' ? attempt.id : null,
    balance: order.paymentStatus === 'paid' ? 0 : centsToShillings(Math.max(0, order.amountCents - paidCents)),
    paymentParts: parts.map((part) => ({
      method: methodNameIn(part.provider, language), methodId: part.provider, amount: centsToShillings(part.amountCents),
      status: part.state === 'paid' ? 'paid' as const : 'pending' as const, reference: part.receipt ?? null,
    })),
    deposits: depositEntries(attempts, language),
    balanceOpen: depositIn && order.paymentStatus === 'pending' && order.status === 'placed' && paidCents < order.amountCents,
    deliveredDate: order.deliveredAt?.toISOString() ?? null,
    dispatchedDate: order.dispatchedAt?.toISOString() ?? null,
    courier: order.courierName,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
    dispatchedAt: order.dispatchedAt?.toISOString() ?? null,
    readyForCollectionAt: order.readyForCollectionAt?.toISOString() ?? null,
    collectionPlace: order.collectionPlace,
    collectBy: order.collectBy,
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
