/**
 * How far an order is on its way to the customer (decision 0045), the same words on the order page, the order history
 * and the back office: a courier's tracking link built from its pattern, and the stage an order has reached.
 */

/** The placeholder a courier's tracking-link pattern holds: `https://…/track?n={tracking}`. */
export const TRACKING_PLACEHOLDER = '{tracking}';
export const TRACKING_NUMBER_MAX = 40;
/** Letters, digits and dashes: what couriers print on their waybills. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9-]+$/;

export const trackingMessages = {
  chooseCourier: 'Choose a courier',
  numberRequired: 'Enter the tracking number',
  numberInvalid: `The tracking number is letters, digits and dashes, at most ${TRACKING_NUMBER_MAX}`,
  patternInvalid: `The tracking link must be an https:// address containing ${TRACKING_PLACEHOLDER}, or left empty`,
} as const;

/** Whether a tracking-link pattern is usable: an https URL with the placeholder once or more. Empty is "no link". */
export function isTrackingPattern(pattern: string): boolean {
  if (!pattern.includes(TRACKING_PLACEHOLDER)) return false;
  try {
    const url = new URL(pattern.replaceAll(TRACKING_PLACEHOLDER, 'X'));
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The parcel's tracking page, or null when the courier has none. */
export function trackingUrlOf(pattern: string | null, trackingNumber: string): string | null {
  return pattern ? pattern.replaceAll(TRACKING_PLACEHOLDER, encodeURIComponent(trackingNumber)) : null;
}

export type DeliveryStage = 'cancelled' | 'delivered' | 'ready-for-collection' | 'on-its-way' | 'preparing' | 'unpaid';

type StagedOrder = {
  status: 'Pending' | 'Delivered' | 'Cancelled';
  paymentStatus: 'pending' | 'paid' | 'failed';
  dispatchedAt?: string | null | undefined;
  readyForCollectionAt?: string | null | undefined;
};

/** Where the order stands: a later step wins (an order sent to a pickup point and ready there is ready for collection). */
export function deliveryStage(order: StagedOrder): DeliveryStage {
  if (order.status === 'Cancelled') return 'cancelled';
  if (order.status === 'Delivered') return 'delivered';
  if (order.readyForCollectionAt) return 'ready-for-collection';
  if (order.dispatchedAt) return 'on-its-way';
  return order.paymentStatus === 'paid' ? 'preparing' : 'unpaid';
}

export const deliveryStageLabels: Record<DeliveryStage, string> = {
  cancelled: 'Cancelled',
  delivered: 'Delivered',
  'ready-for-collection': 'Ready for collection',
  'on-its-way': 'On its way',
  preparing: 'Pending delivery',
  unpaid: 'Pending delivery',
};

const collectByFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** The last day to collect an order (YYYY-MM-DD) as people read it: 'Fri 4 Dec 2026'. */
export const formatCollectBy = (day: string): string => collectByFormat.format(new Date(`${day}T12:00:00Z`)).replace(/,/g, '');
