/**
 * The rules of an order after the sale (spec 2 §4, §5, §9), shared by the server that enforces them and the screens
 * that show them: when a delivered order may be cancelled, and when feedback is offered.
 */
export const CANCELLATION_WINDOW_DAYS = 7;
export const FEEDBACK_MAX_WORDS = 20;
export const cancellationReasons = ['delayed', 'damaged', 'wrongSize', 'changedMind', 'other'] as const;
export type CancellationReason = (typeof cancellationReasons)[number];
export const cancellationReasonLabels: Record<CancellationReason, string> = {
  delayed: 'Delayed delivery',
  damaged: 'Damaged item',
  wrongSize: 'Wrong size',
  changedMind: 'Changed my mind',
  other: 'Other',
};

/** What an order offers about cancelling: nothing before delivery, then a request within the window, or its outcome. */
export type CancellationState = 'not-delivered' | 'available' | 'requested' | 'denied' | 'expired';

type AfterSaleOrder = {
  status: 'Pending' | 'Delivered' | 'Cancelled';
  deliveredDate: string | null;
  cancellationStatus: 'pending' | 'rejected' | null;
  feedbackSubmitted: boolean;
};

const DAY_MS = 24 * 3600 * 1000;

export function cancellationState(order: AfterSaleOrder, now: Date = new Date()): CancellationState {
  if (order.cancellationStatus === 'pending') return 'requested';
  if (order.cancellationStatus === 'rejected') return 'denied';
  if (order.status !== 'Delivered' || !order.deliveredDate) return 'not-delivered';
  const deliveredAt = new Date(order.deliveredDate).getTime();
  return now.getTime() - deliveredAt <= CANCELLATION_WINDOW_DAYS * DAY_MS ? 'available' : 'expired';
}

/** Feedback is offered once, for a delivered order. */
export function feedbackOffered(order: AfterSaleOrder): boolean {
  return order.status === 'Delivered' && !order.feedbackSubmitted;
}

/** Words as the feedback rule counts them: runs of non-space characters. */
export function countWords(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

/** The spec's messages for the cancellation and feedback forms (spec 2 §5, §8), shared by the screens and the server. */
export const AFTER_SALE_MESSAGES = {
  requiredFields: 'Please fill in all required fields.',
  cancellationFailed: 'Failed to submit request.',
  cancellationRequested: 'Cancellation request submitted',
  rateAll: 'Please rate all categories.',
  feedbackEmpty: 'Feedback cannot be empty.',
  feedbackTooLong: `Feedback cannot exceed ${FEEDBACK_MAX_WORDS} words.`,
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  emailOrPhone: 'Please provide either an email or phone number.',
  feedbackLogin: 'You must be logged in to submit feedback.',
  cancellationLogin: 'Please log in to request a cancellation.',
  feedbackFailed: 'Something went wrong. Please try again.',
  feedbackThanks: 'Thank you for your feedback!',
} as const;

const M = AFTER_SALE_MESSAGES;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec 2 §5: an optional plus, then 7 to 15 digits. */
const PHONE_SHAPE = /^\+?\d{7,15}$/;

export type FeedbackRatings = Record<'quality' | 'price' | 'logistics' | 'customerService', number>;

/** The §5 feedback rules on their own (no zod), for the form as it is typed: the first problem, or null. */
export function feedbackProblem(input: {
  ratings: Partial<Record<'quality' | 'price' | 'logistics' | 'customerService', number | null>>;
  feedback: string; email: string; phone: string;
}): string | null {
  const { quality, price, logistics, customerService } = input.ratings;
  if (![quality, price, logistics, customerService].every((value) => typeof value === 'number' && value >= 1 && value <= 5)) return M.rateAll;
  if (input.feedback.trim() === '') return M.feedbackEmpty;
  if (countWords(input.feedback) > FEEDBACK_MAX_WORDS) return M.feedbackTooLong;
  const email = input.email.trim();
  const phone = input.phone.trim();
  if (email !== '' && !EMAIL_SHAPE.test(email)) return M.email;
  if (phone !== '' && !PHONE_SHAPE.test(phone)) return M.phone;
  if (email === '' && phone === '') return M.emailOrPhone;
  return null;
}

/**
 * Cancelling before dispatch (decision 0036): a paid order, or one whose deposit is in, that the shop has not sent
 * yet. Once it left the shop only a return after delivery ('Request Cancellation') remains; an unpaid order is not
 * cancelled here (it ends on its own when its payment does not come).
 */
export type EarlyCancelState = 'available' | 'dispatched' | 'unpaid' | 'cancelled';

type EarlyCancelOrder = {
  status: 'Pending' | 'Delivered' | 'Cancelled';
  dispatchedDate: string | null;
  paymentStatus: 'pending' | 'paid' | 'failed';
  /** A deposit order's payments: a paid deposit makes it cancellable before dispatch. */
  deposits: readonly { purpose: 'deposit' | 'balance'; status: 'pending' | 'paid' | 'failed' }[];
};

export function earlyCancelState(order: EarlyCancelOrder): EarlyCancelState {
  if (order.status === 'Cancelled') return 'cancelled';
  if (order.status === 'Delivered' || order.dispatchedDate) return 'dispatched';
  const depositIn = order.deposits.some((entry) => entry.purpose === 'deposit' && entry.status === 'paid');
  return order.paymentStatus === 'paid' || depositIn ? 'available' : 'unpaid';
}

export const EARLY_CANCEL_MESSAGES = {
  dispatched: `This order has already been dispatched, so it can no longer be cancelled. Once it is delivered you can use "Request Cancellation" within ${CANCELLATION_WINDOW_DAYS} days.`,
  unpaid: 'This order is not paid yet, so there is nothing to refund: an unpaid order is cancelled on its own if its payment does not arrive.',
  cancelled: 'This order is already cancelled.',
  login: 'Please log in to cancel an order.',
  failed: 'Your order could not be cancelled. Please try again.',
} as const;

/**
 * What a product's page promises about returns: no more than the return policy says (/return-policy). Bales come
 * back only unopened; other items unused, with their packaging and tags; clearance items not at all.
 */
export function returnPromise(product: { bale: boolean; clearance: boolean }): string {
  if (product.clearance) return 'Clearance items cannot be returned';
  if (product.bale) return `Unopened bales can be returned within ${CANCELLATION_WINDOW_DAYS} days of delivery`;
  return `Unused items in their packaging, tags on, can be returned within ${CANCELLATION_WINDOW_DAYS} days of delivery`;
}
