import { requestSession, type RequestSession } from './stored-session';

/** The TinyPesa payment /Tinypesa-Processing watches: navigation state from the checkout, kept for a reload. */
export type TinypesaSession = RequestSession<'tinypesaRequestId'>;

export const tinypesaSession = requestSession('mitumba.tinypesaSession', 'tinypesaRequestId');
