import { requestSession, type RequestSession } from '@/features/payments';

/**
 * The deposits a checkout's progress screens watch: navigation state from the checkout (request id, order id, deposit
 * amount, phone, customer name), kept in sessionStorage so a reload of the screen resumes it.
 */
export type MpesaDepositSession = RequestSession<'mpesaRequestId'>;
export type LipiaDepositSession = RequestSession<'lipiaRequestId'>;
export type TinypesaDepositSession = RequestSession<'tinypesaRequestId'>;

export const mpesaDepositSession = requestSession('mitumba.mpesaDepositSession', 'mpesaRequestId');
export const lipiaDepositSession = requestSession('mitumba.lipiaDepositSession', 'lipiaRequestId');
export const tinypesaDepositSession = requestSession('mitumba.tinypesaDepositSession', 'tinypesaRequestId');
