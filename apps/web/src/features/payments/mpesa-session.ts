import { requestSession, type RequestSession } from './stored-session';

/**
 * The M-Pesa payment being watched: it arrives in navigation state and is kept in sessionStorage too, so a reload of
 * /mpesa-processing resumes polling (DESIGN §6). Cleared once the payment is paid or failed.
 */
export type MpesaSession = RequestSession<'mpesaRequestId'>;

const mpesaSession = requestSession('mitumba.mpesaSession', 'mpesaRequestId');

export const readMpesaSession = mpesaSession.read;
export const startMpesaSession = mpesaSession.start;
export const clearMpesaSession = mpesaSession.clear;
/**
 * The payment for this screen. Navigation state wins (it is stored, filling what it lacks, such as the amount after
 * 'Check Again', from a stored session of the same request); without state, the stored one.
 */
export const resolveMpesaSession = mpesaSession.resolve;
