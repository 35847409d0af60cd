import { requestSession, type RequestSession } from './stored-session';

/** The KCB payment /Kcb-Processing watches: navigation state from the checkout, kept for a reload. */
export type KcbSession = RequestSession<'kcbRequestId'>;

export const kcbSession = requestSession('mitumba.kcbSession', 'kcbRequestId');
