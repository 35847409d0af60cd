import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { useProfile } from '@/features/account';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { buttonClasses } from '@/ui/button';
import { ShieldAlert } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { StatusView } from '@/ui/status-view';

/**
 * The back office is for admins: a visitor goes to /login, any other role sees a clear refusal.
 * Only a convenience — every /api/admin/* call is refused by the server all the same.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const profile = useProfile();
  if (!session) return <Navigate to={paths.login} replace />;
  if (profile.isPending) return <Skeleton className="m-6 h-40 max-w-3xl rounded-2xl" />;
  if (profile.data?.role !== 'admin') {
    return (
      <StatusView
        icon={ShieldAlert}
        tone="danger"
        title="You do not have access"
        actions={<Link to={paths.home} className={buttonClasses('primary')}>Back to the shop</Link>}
      >
        <p>The back office is only open to the shop's administrators.</p>
      </StatusView>
    );
  }
  return children;
}
