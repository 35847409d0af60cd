import { CHECKOUT_MESSAGES, DELIVERY_MESSAGES, mpesaFailureMessage } from '@mitumba/contracts/plain';
import { DEPOSIT_MESSAGES } from '@mitumba/contracts/deposits';
import { MOBILE_MONEY_MESSAGES } from '@mitumba/contracts/mobile-money';
import { useT, type MessageId, type Translate } from '@/i18n';
import { DELIVERY_DETAILS_MESSAGE, TERMS_MESSAGE } from '@/features/checkout/checkout-problem';
import { EMAIL_MESSAGE } from '@/lib/validation';
import { POPUP_BLOCKED_MESSAGE } from './razorpay-checkout';
import { ORDER_CANCELLED_MESSAGE } from './use-mpesa-polling';

/** A contract's messages (strings only), each under `prefix.<key>` in the catalogs. */
function idsOf(prefix: string, messages: Record<string, unknown>): [string, MessageId][] {
  return Object.entries(messages)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, text]) => [text, `${prefix}.${key}` as MessageId]);
}

/** The web app's own fixed messages that screens and toasts show. */
const OWN_MESSAGES: [string, MessageId][] = [
  [TERMS_MESSAGE, 'checkout.messages.terms'],
  [DELIVERY_DETAILS_MESSAGE, 'checkout.messages.deliveryDetails'],
  ['Coupon applied', 'checkout.messages.couponApplied'],
  [EMAIL_MESSAGE, 'checkout.messages.email'],
  ['Payment could not be processed', 'checkout.messages.razorpayFailed'],
  ['Only cashiers can place cash orders for customers.', 'checkout.messages.staffOnly'],
  ['First name is required', 'checkout.required.firstName'],
  ['Last name is required', 'checkout.required.lastName'],
  ['Street address is required', 'checkout.required.street'],
  ['County is required', 'checkout.required.city'],
  ['Sub-County is required', 'checkout.required.state'],
  [ORDER_CANCELLED_MESSAGE, 'payments.orderCancelled'],
  [POPUP_BLOCKED_MESSAGE, 'payments.razorpay.popupBlocked'],
  ['Payment failed. Please try again.', 'payments.razorpay.failed'],
  ...(['DS_TIMEOUT', 'C2B00011', 'C2B00012', 'C2B00014', 'C2B00015', '500.001.1001', '1032'] as const)
    .map((code): [string, MessageId] => [mpesaFailureMessage(code), `payments.mpesaFailure.${code}`]),
  [mpesaFailureMessage(null), 'payments.mpesaFailure.other'],
];

/**
 * Every fixed English message the checkout, payment and deposit screens show, by its words. Later entries win, so a
 * text two contracts share ('Invalid payment session') reads the same in both.
 */
const MESSAGE_IDS = new Map<string, MessageId>([
  ...idsOf('deposits.messages', DEPOSIT_MESSAGES),
  ...idsOf('checkout.delivery.messages', DELIVERY_MESSAGES),
  ...idsOf('payments.mobileMoney', MOBILE_MONEY_MESSAGES),
  ...idsOf('checkout.messages', CHECKOUT_MESSAGES),
  ...OWN_MESSAGES,
]);

const PHONE_DIGITS = /^Phone number must be 10 digits \(e\.g\., (.+)\)$/;

/**
 * A message the contracts or the hooks write in English (a toast, a field's error, a failure reason in navigation
 * state), in the shopper's language; a text that is none of them (the server's own words) as it came.
 */
export function sayMessage(t: Translate, text: string): string {
  const id = MESSAGE_IDS.get(text);
  if (id) return t(id);
  const phone = PHONE_DIGITS.exec(text);
  return phone ? t('checkout.messages.phoneDigits', { example: phone[1] ?? '' }) : text;
}

/** `const say = useSay(); say(problem)`: `sayMessage` with the active language. */
export function useSay(): (text: string) => string {
  const t = useT();
  return (text) => sayMessage(t, text);
}

/** Exported for the catalog check: the ids every fixed message maps to. */
export const messageIds = (): ReadonlyMap<string, MessageId> => MESSAGE_IDS;
