import type { AdminPaymentAttempt } from '@mitumba/contracts/plain';

/** How a provider takes the money: a phone prompt, a card page, the paybill, cash, or a coupon. */
export type ProviderKind = 'prompt' | 'card' | 'paybill' | 'cash' | 'coupon' | 'other';

const providers: Record<string, { name: string; kind: ProviderKind }> = {
  mpesa: { name: 'M-Pesa', kind: 'prompt' },
  lipia: { name: 'M-Pesa (Lipia)', kind: 'prompt' },
  tinypesa: { name: 'M-Pesa (TinyPesa)', kind: 'prompt' },
  pesaflux: { name: 'M-Pesa (PesaFlux)', kind: 'prompt' },
  kcb: { name: 'M-Pesa (KCB)', kind: 'prompt' },
  paystack: { name: 'Paystack', kind: 'card' },
  stripe: { name: 'Card (Stripe)', kind: 'card' },
  razorpay: { name: 'Razorpay', kind: 'card' },
  sidian: { name: 'Sidian paybill', kind: 'paybill' },
  cod: { name: 'Cash on delivery', kind: 'cash' },
  cash: { name: 'Cash', kind: 'cash' },
  coupon: { name: 'Coupon', kind: 'coupon' },
};

/** The provider as the owner knows it, and how it takes the money; an unknown id reads "the payment provider". */
export function providerOf(id: string): { name: string; kind: ProviderKind } {
  return providers[id] ?? { name: 'the payment provider', kind: 'other' };
}

/** Where a refund went: M-Pesa for every prompt, otherwise the provider. */
export const refundTarget = (id: string) => (providerOf(id).kind === 'prompt' ? 'M-Pesa' : providerOf(id).name);

const shillings = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2 });

/** 'KES 1,200': the shop's currency as a person writes it. */
export const formatKes = (amount: number) => `KES ${shillings.format(amount)}`;

/** '+254712345678' reads '0712 345 678'; anything else as it came. */
export function formatLocalPhone(phone: string): string {
  const match = /^(?:\+?254|0)(\d{3})(\d{3})(\d{3})$/.exec(phone.replace(/\s+/g, ''));
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : phone;
}

/** Where an attempt stands, in a word. */
export const attemptStateLabels: Record<AdminPaymentAttempt['state'], string> = {
  pending: 'Waiting', paid: 'Paid', failed: 'Not paid', expired: 'Expired', cancelled: 'Cancelled', refunded: 'Refunded',
};
