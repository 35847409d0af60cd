import { methodPhoneFields } from '@mitumba/contracts/mobile-money';
import { VISIBLE_METHOD_COUNT } from '@mitumba/contracts/plain';
import type { PaymentMethodSetting } from './api/get-payment-settings';

/** The methods this checkout can take today; others the server may list are left out until their screens exist. */
export const checkoutMethodIds = ['mpesa', 'lipia', 'tinypesa', 'pesaflux', 'kcb', 'hybrid', 'paystack', 'stripe', 'razorpay', 'cod', 'cash', 'sidian', 'deposit'] as const;
export type CheckoutMethodId = (typeof checkoutMethodIds)[number];
export type CheckoutMethod = PaymentMethodSetting & { id: CheckoutMethodId };

function isCheckoutMethod(method: PaymentMethodSetting): method is CheckoutMethod {
  return (checkoutMethodIds as readonly string[]).includes(method.id);
}

/**
 * The shop owner's enabled methods, in the owner's order (the server's); disabled ones are hidden, and so is the deposit while no
 * deposit sub-method is offered.
 */
export function checkoutMethods(methods: PaymentMethodSetting[], depositMethods: readonly string[] = []): CheckoutMethod[] {
  return methods.filter((method): method is CheckoutMethod => (
    method.enabled && isCheckoutMethod(method) && (method.id !== 'deposit' || depositMethods.length > 0)
  ));
}

/**
 * Cash at the counter and the cash part of a hybrid need the cashier's security code; cash on delivery does not: it
 * is confirmed by whoever takes the cash, when it is paid (decision 0035).
 */
export function needsSecurityCode(method: CheckoutMethodId): method is 'cash' | 'hybrid' {
  return method === 'cash' || method === 'hybrid';
}

/** The first few methods are shown; the rest wait under "More ways to pay". */
export function splitMethods<M>(methods: readonly M[]): { shown: M[]; more: M[] } {
  return { shown: methods.slice(0, VISIBLE_METHOD_COUNT), more: methods.slice(VISIBLE_METHOD_COUNT) };
}

/** The methods that send a prompt to a phone, each with its own phone field in the address (spec 2 §3). */
export type PhoneMethodId = keyof typeof methodPhoneFields;
export type MethodPhoneField = (typeof methodPhoneFields)[PhoneMethodId];

/** `method` is a checkout method or, for a deposit, its sub-method (whose prompt phone it is). */
export function phoneFieldOf(method: string | null): MethodPhoneField | null {
  return method !== null && method in methodPhoneFields ? methodPhoneFields[method as PhoneMethodId] : null;
}
