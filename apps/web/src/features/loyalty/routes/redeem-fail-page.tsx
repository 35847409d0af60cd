import { useLocation } from 'react-router';
import { stateString } from '@/lib/navigation-state';
import { CircleX } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';
import { ProfileAndHomeLinks } from './profile-links';

/** /successfail: the redemption did not go through (state { message }: the server's reason); the points are untouched. */
export function RedeemFailPage() {
  const { state } = useLocation();
  const message = stateString(state, 'message');
  return (
    <StatusView icon={CircleX} tone="danger" title="Points Not Redeemed" actions={<ProfileAndHomeLinks />}>
      <p role="alert">{message || 'We could not redeem your points. Please try again.'}</p>
      <p>Your points are still in your wallet.</p>
    </StatusView>
  );
}

export { RedeemFailPage as Component };
