/** What other features may use from the payment-progress screens: checkout starts an M-Pesa session here. */
export { startMpesaSession, type MpesaSession } from './mpesa-session';
