/** What other features may use from the payment-progress screens: checkout starts payments here. */
export { startMpesaSession, type MpesaSession } from './mpesa-session';
export { goToHostedPage } from './hosted-page';
export { depositOrderState, paidOrderState, type DepositPaidSummary } from './paid-order-summary';
export { confirmRazorpayPayment } from './razorpay-confirmation';
export { openRazorpayCheckout } from './razorpay-checkout';
// The deposit screens (features/deposits) are built from the same parts as the order's progress screens.
export { InvalidSessionNotice, useLeaveWithoutSession } from './components/invalid-session';
export { PaymentFailed, ResultLink } from './components/payment-failed';
export { PaymentPending } from './components/payment-pending';
export { PaymentResult } from './components/payment-result';
export { TimeLeftBar } from './components/time-left-bar';
export { CheckFailedNote, PaymentWaiting } from './components/payment-waiting';
export { PromptWaiting } from './components/prompt-waiting';
export { amountText, phoneDetail, promptDetails, promptStages } from './prompt-details';
export { requestSession, storedSession, textOf, amountOf, type RequestSession, type StoredSession } from './stored-session';
export { useCountdown } from './tinypesa-countdown';
export { usePaymentExit } from './use-payment-exit';
export { useStatusPolling } from './use-status-polling';
