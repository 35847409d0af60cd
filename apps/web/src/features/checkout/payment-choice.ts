import type { PaymentMethodSetting } from './api/get-payment-settings';

/** The methods this checkout can take today; others the server may list are left out until their screens exist. */
export const checkoutMethodIds = ['mpesa', 'cod', 'cash', 'sidian'] as const;
export type CheckoutMethodId = (typeof checkoutMethodIds)[number];
export type CheckoutMethod = PaymentMethodSetting & { id: CheckoutMethodId };

function isCheckoutMethod(method: PaymentMethodSetting): method is CheckoutMethod {
  return (checkoutMethodIds as readonly string[]).includes(method.id);
}

/** The shop owner's enabled methods, in the server's order; disabled ones are hidden. */
export function checkoutMethods(methods: PaymentMethodSetting[]): CheckoutMethod[] {
  return methods.filter((method): method is CheckoutMethod => method.enabled && isCheckoutMethod(method));
}

/** Cash and cash on delivery need the cashier's security code. */
export function needsSecurityCode(method: CheckoutMethodId): method is 'cod' | 'cash' {
  return method === 'cod' || method === 'cash';
}
