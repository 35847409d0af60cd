import { mapSection, type Section } from '../state-file.ts';
import { razorpayId } from './ids.ts';

/** The emulator's orders and payments, shaped like Razorpay's entities (§4.2, §4.4), in memory. */
export type OrderEntity = {
  id: string; entity: 'order'; amount: number; amount_paid: number; amount_due: number; currency: string;
  receipt: string | null; offer_id: null; status: 'created' | 'attempted' | 'paid'; attempts: number;
  notes: Record<string, string>; created_at: number;
};

export type PaymentEntity = {
  id: string; entity: 'payment'; amount: number; currency: string; status: 'captured' | 'failed';
  order_id: string; method: 'card'; captured: boolean; description: string | null; email: string; contact: string;
  error_code: string | null; error_description: string | null; error_source: string | null; error_step: string | null; error_reason: string | null;
  notes: Record<string, string>; created_at: number;
};

/** How a checkout ends: paid, declined by the bank, or left until Razorpay times the payment out. */
export type CheckoutOutcome = 'paid' | 'declined' | 'timeout';

const FAILURES: Record<Exclude<CheckoutOutcome, 'paid'>, Pick<PaymentEntity, 'error_code' | 'error_description' | 'error_source' | 'error_step' | 'error_reason'>> = {
  declined: {
    error_code: 'BAD_REQUEST_ERROR', error_description: 'Your payment has been declined by your bank', error_source: 'bank',
    error_step: 'payment_authorization', error_reason: 'payment_declined',
  },
  timeout: {
    error_code: 'BAD_REQUEST_ERROR', error_description: 'Payment was not completed on time.', error_source: 'customer',
    error_step: 'payment_authentication', error_reason: 'payment_timed_out',
  },
};

const unixNow = () => Math.floor(Date.now() / 1000);

export type RazorpayStore = ReturnType<typeof createRazorpayStore>;

export function createRazorpayStore() {
  const orders = new Map<string, OrderEntity>();
  const payments = new Map<string, PaymentEntity>();
  const kept = { orders: mapSection(orders, (order) => order.id), payments: mapSection(payments, (payment) => payment.id) };
  /** The sandbox state's part: every order and payment. */
  const section: Section = {
    save: () => ({ orders: kept.orders.save(), payments: kept.payments.save() }),
    load(saved) {
      const { orders: savedOrders, payments: savedPayments } = saved as { orders: unknown; payments: unknown };
      kept.orders.load(savedOrders);
      kept.payments.load(savedPayments);
    },
  };

  return {
    section, orders, payments,
    createOrder(input: { amount: number; currency: string; receipt: string | null; notes: Record<string, string> }): OrderEntity {
      const order: OrderEntity = {
        id: razorpayId('order'), entity: 'order', amount: input.amount, amount_paid: 0, amount_due: input.amount, currency: input.currency,
        receipt: input.receipt, offer_id: null, status: 'created', attempts: 0, notes: input.notes, created_at: unixNow(),
      };
      orders.set(order.id, order);
      return order;
    },
    paymentsOf: (orderId: string) => [...payments.values()].filter((payment) => payment.order_id === orderId),
    /** A payment on the checkout: the order counts an attempt, and is paid once a payment is captured. */
    settle(order: OrderEntity, outcome: CheckoutOutcome): PaymentEntity {
      const paid = outcome === 'paid';
      const payment: PaymentEntity = {
        id: razorpayId('pay'), entity: 'payment', amount: order.amount, currency: order.currency, status: paid ? 'captured' : 'failed',
        order_id: order.id, method: 'card', captured: paid, description: order.receipt, email: 'void@razorpay.com', contact: '+919000090000',
        ...(paid ? { error_code: null, error_description: null, error_source: null, error_step: null, error_reason: null } : FAILURES[outcome]),
        notes: order.notes, created_at: unixNow(),
      };
      payments.set(payment.id, payment);
      order.attempts += 1;
      order.status = paid ? 'paid' : 'attempted';
      if (paid) Object.assign(order, { amount_paid: order.amount, amount_due: 0 });
      return payment;
    },
  };
}
