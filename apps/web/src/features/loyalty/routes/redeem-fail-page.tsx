import { useLocation } from 'react-router';
import { useT } from '@/i18n';
import { stateString } from '@/lib/navigation-state';
import { CircleX } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';
import { ProfileAndHomeLinks } from './profile-links';

/** /successfail: the redemption did not go through (state { message }: the server's reason); the points are untouched. */
export function RedeemFailPage() {
  const t = useT();
  const { state } = useLocation();
  const message = stateString(state, 'message');
  return (
    <StatusView icon={CircleX} tone="danger" title={t('loyalty.fail.title')} actions={<ProfileAndHomeLinks />}>
      <p role="alert">{message || t('loyalty.fail.reason')}</p>
      <p>{t('loyalty.fail.kept')}</p>
    </StatusView>
  );
}

export { RedeemFailPage as Component };
