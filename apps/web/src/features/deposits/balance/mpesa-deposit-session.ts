import { requestSession, type RequestSession } from '@/features/payments';

/**
 * The M-Pesa deposit /mpesa-deposit-processing watches ({ mpesaRequestId, orderId, amount, phone, customerName }),
 * kept for a reload and for 'Check Again' from /Mpesa-Deposit-Pending. Cleared once paid or failed.
 */
export type MpesaDepositSession = RequestSession<'mpesaRequestId'>;

export const mpesaDepositSession = requestSession('mitumba.mpesaDepositSession', 'mpesaRequestId');
