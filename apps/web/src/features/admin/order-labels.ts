import { paymentMethodIds, paymentMethodLabels, type AdminOrderAttention, type AdminOrderStatus, type AdminPaymentAttempt, type OrderView } from '@mitumba/contracts/plain';

/** The order states the back office filters on (the list's `status` filter). */
export const orderStatusOptions: { value: AdminOrderStatus; label: string }[] = [
  { value: 'placed', label: 'Placed' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'cancelled', label: 'Cancelled' },
];

/** What the list can narrow to: orders waiting for the shop (the dashboard links here). */
export const attentionOptions: { value: AdminOrderAttention; label: string }[] = [
  { value: 'cancellation', label: 'Cancellation requested' },
  { value: 'messages', label: 'Unread messages' },
];

export const paymentStatusLabels: Record<OrderView['paymentStatus'], string> = { pending: 'Pending', paid: 'Paid', failed: 'Failed' };

/** What a payment attempt was for, on a deposit order: its deposit, or a payment towards its balance. */
export const paymentPurposeLabels: Record<AdminPaymentAttempt['purpose'], string> = { full: 'Payment', deposit: 'Deposit', balance: 'Towards the balance' };

export const paymentStatusOptions = Object.entries(paymentStatusLabels).map(([value, label]) => ({ value, label }));

export const methodOptions = paymentMethodIds.map((id) => ({ value: id, label: paymentMethodLabels[id] }));

/** The order's state in a word: an open order waiting to be picked up reads Ready for collection, one that left with the courier Dispatched. */
export const orderStatusLabel = (order: Pick<OrderView, 'status' | 'dispatchedDate'> & { readyForCollectionAt?: string | null }): string => {
  if (order.status !== 'Pending') return order.status;
  if (order.readyForCollectionAt) return 'Ready for collection';
  return order.dispatchedDate ? 'Dispatched' : order.status;
};

const shopTime = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' });

/** Dates in the shop's own time zone, whoever looks. */
export function formatShopTime(iso: string): string {
  return shopTime.format(new Date(iso));
}
