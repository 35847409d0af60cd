import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { CHECKOUT_MESSAGES } from '@mitumba/contracts/plain';
import { useSay } from '../message-words';

/** What a progress screen opened without a payment shows for the moment before it moves on. */
export function InvalidSessionNotice() {
  const say = useSay();
  return (
    <p role="alert" className="px-4 py-20 text-center text-ink-800">
      {say(CHECKOUT_MESSAGES.invalidSession)}
    </p>
  );
}

/** Without a session, leaves for `to` (replacing this entry) with 'Invalid payment session' in state under `field`. */
export function useLeaveWithoutSession(session: unknown, to: string, field: 'message' | 'reason'): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!session) navigate(to, { replace: true, state: { [field]: CHECKOUT_MESSAGES.invalidSession } });
  }, [session, to, field, navigate]);
}
