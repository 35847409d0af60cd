import { requestSession, type RequestSession } from './stored-session';

/** The Lipia payment /lipia-processing watches: navigation state from the checkout, kept for a reload. */
export type LipiaSession = RequestSession<'lipiaRequestId'>;

export const lipiaSession = requestSession('mitumba.lipiaSession', 'lipiaRequestId');
