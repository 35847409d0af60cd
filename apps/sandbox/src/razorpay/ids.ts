import { randomInt } from 'node:crypto';

/** Razorpay's ids: a prefix and 14 letters or digits (`order_Z9x8C7v6B5n4M3`, `pay_Q1w2E3r4T5y6U7`, §4.3). */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const alnum14 = () => Array.from({ length: 14 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export const razorpayId = (prefix: 'order' | 'pay'): string => `${prefix}_${alnum14()}`;

/** `X-Razorpay-Event-Id`: 14 letters or digits with no prefix (as Razorpay's deliveries show them, e.g. `KaNPAmcVIP0xJw`). */
export const eventId = (): string => alnum14();

export const ORDER_ID = /^order_[A-Za-z0-9]{14}$/;
export const PAYMENT_ID = /^pay_[A-Za-z0-9]{14}$/;
