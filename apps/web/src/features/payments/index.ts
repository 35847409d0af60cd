/** What other features may use from the payment-progress screens: checkout starts payments here. */
export { startMpesaSession, type MpesaSession } from './mpesa-session';
export { goToHostedPage } from './hosted-page';
export { paidOrderState } from './paid-order-summary';
export { verifyRazorpay } from './api/verify-razorpay';
export { openRazorpayCheckout } from './razorpay-checkout';
