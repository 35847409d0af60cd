import {
  DEPOSIT_MIN_PERCENT_NEW_USER, DEPOSIT_MIN_PERCENT_REGULAR, paymentMethodIds, paymentMethodLabels,
  type PaymentMethodId, type PaymentSettingsResponse,
} from '@mitumba/contracts';

/** How the checkout names a method where the order's spec label (e.g. 'COD') is too terse for a shopper. */
const checkoutLabels: Partial<Record<PaymentMethodId, string>> = { cod: 'Cash on Delivery', sidian: 'Sidian Bank paybill' };

const descriptions: Record<PaymentMethodId, string> = {
  mpesa: 'Pay now: we send a prompt to your phone, you enter your M-Pesa PIN.',
  cash: 'Pay at our shop: the cashier gives you a security code.',
  cod: 'Pay in cash when your order arrives. Ask the cashier for the security code.',
  sidian: 'Pay to our Sidian Bank paybill from your M-Pesa menu; we confirm it by hand.',
  tinypesa: 'M-Pesa through TinyPesa.',
  pesaflux: 'M-Pesa through PesaFlux.',
  paystack: 'Card or M-Pesa on the Paystack page.',
  lipia: 'M-Pesa through Lipia Online.',
  kcb: 'M-Pesa through KCB Buni.',
  hybrid: 'Part M-Pesa, part cash.',
  deposit: 'A deposit now and the balance later.',
  razorpay: 'Card through Razorpay.',
};

/**
 * GET /api/payment-settings: all twelve methods of spec 2 §3, enabled only where the shop can take the money
 * (a provider is configured, or it is settled face to face). The others are listed as disabled, not faked.
 */
export function paymentSettings(isAvailable: (id: PaymentMethodId) => boolean): PaymentSettingsResponse {
  const methods = paymentMethodIds.map((id) => ({
    id, label: checkoutLabels[id] ?? paymentMethodLabels[id], enabled: isAvailable(id), description: descriptions[id],
  }));
  return {
    success: true,
    enabledMethods: methods.filter((method) => method.enabled).map((method) => method.id),
    depositMethods: [],
    depositSettings: { minDepositRegular: DEPOSIT_MIN_PERCENT_REGULAR, minDepositNewUser: DEPOSIT_MIN_PERCENT_NEW_USER },
    methods,
  };
}

