import { formatCardPrice } from '@mitumba/contracts/plain';
import { CopyableText } from '@/ui/copyable-text';
import type { Detail } from '@/ui/detail-list';

/** A price, or nothing (the row is left out) while the amount is unknown. */
export const amountText = (amount: number): string => (amount > 0 ? formatCardPrice(amount) : '');

/** The phone a prompt went to, with its copy button ('Phone number copied!'); left out while unknown. */
export function phoneDetail(phone: string): Detail {
  return { label: 'Phone', value: phone ? <CopyableText text={phone} label="phone number" copiedMessage="Phone number copied!" /> : '', testId: 'phone' };
}

/** What a screen waiting on the customer's phone shows of the payment: amount, phone (with its copy button) and order id. */
export function promptDetails(session: { amount: number; phone: string; orderId: string }): Detail[] {
  return [
    { label: 'Amount', value: amountText(session.amount), testId: 'amount' },
    phoneDetail(session.phone),
    { label: 'Order ID', value: session.orderId, testId: 'order-id' },
  ];
}

/** The four staged messages of a prompt sent through `provider` (spec 2 §4: at first, 1.5 s, 3 s and 8 s). */
export function promptStages(provider: string): readonly [string, string, string, string] {
  return [
    `Starting your ${provider} payment…`,
    'Sending the M-Pesa prompt to your phone…',
    'Check your phone and enter your M-Pesa PIN',
    `Waiting for ${provider} to confirm your payment…`,
  ];
}
