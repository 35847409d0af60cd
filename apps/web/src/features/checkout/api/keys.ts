/** Query and mutation keys of checkout. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  paymentSettings: (userId: string) => [...checkoutKeys.all, 'payment-settings', userId] as const,
  lastAddress: (userId: string) => [...checkoutKeys.all, 'last-address', userId] as const,
  bankDetails: () => [...checkoutKeys.all, 'bank-details'] as const,
  saveAddress: () => [...checkoutKeys.all, 'save-address'] as const,
  validateCoupon: () => [...checkoutKeys.all, 'validate-coupon'] as const,
  validateSecurityCode: () => [...checkoutKeys.all, 'validate-security-code'] as const,
  initiateMpesa: () => [...checkoutKeys.all, 'initiate-mpesa'] as const,
  initiatePrompt: () => [...checkoutKeys.all, 'initiate-prompt'] as const,
  initiateHybrid: () => [...checkoutKeys.all, 'initiate-hybrid'] as const,
  startCardPayment: (method: string) => [...checkoutKeys.all, 'start-card-payment', method] as const,
  placeDeposit: () => [...checkoutKeys.all, 'place-deposit'] as const,
  orderCount: (userId: string) => [...checkoutKeys.all, 'order-count', userId] as const,
  placeOrder: () => [...checkoutKeys.all, 'place-order'] as const,
  placeSidianOrder: () => [...checkoutKeys.all, 'place-sidian-order'] as const,
  placeWalkInCashOrder: () => [...checkoutKeys.all, 'place-walk-in-cash-order'] as const,
};
