import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import type { UserProfile } from '@mitumba/contracts/plain';
import { useT } from '@/i18n';
import { paths } from '@/lib/paths';
import { ChatButton, CouponCodes, WalletCard } from '@/features/loyalty';
import { WaitlistSection } from '@/features/waitlist';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button, buttonClasses } from '@/ui/button';
import { House, LogOut } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { useProfile } from '../api/get-profile';
import { useLogout } from '../api/logout';
import { ChangeEmail } from '../components/change-email';
import { ChangePassword } from '../components/change-password';
import { DataExportButton } from '../components/data-export-button';
import { LanguageChoice } from '../components/language-choice';
import { ProfileDetails } from '../components/profile-details';
import { ProfilePhoto } from '../components/profile-photo';
import { SmsChoice } from '../components/sms-choice';

const card = 'rounded-3xl border border-ink-200 p-5 sm:p-6';

function ProfileContent({ profile }: { profile: UserProfile }) {
  const logout = useLogout();
  const t = useT();
  return (
    <div className="grid gap-6 lg:grid-cols-[22rem_1fr] lg:items-start">
      <div className="space-y-6">
        <section aria-label={t('account.picture.section')} className={card}>
          <ProfilePhoto profile={profile} />
          <p className="mt-4 text-center text-lg font-semibold text-ink-900">{profile.name}</p>
          <p className="text-center text-sm wrap-anywhere text-ink-600">{profile.email}</p>
        </section>
        <WalletCard profilePoints={profile.jbwallet} />
        <CouponCodes />
      </div>
      <div className="space-y-6">
        <ProfileDetails profile={profile} />
        <SmsChoice profile={profile} />
        <LanguageChoice />
        <ChangeEmail currentEmail={profile.email} />
        <ChangePassword />
        <DataExportButton />
        <WaitlistSection className="rounded-3xl border border-ink-200 p-5 sm:p-8" />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="primary" size="lg" disabled={logout.isPending} onClick={() => logout.mutate()}>
            <LogOut aria-hidden="true" className="size-4" /> {t('account.logout')}
          </Button>
          <Link to={paths.home} className={buttonClasses('secondary', 'lg')}>
            <House aria-hidden="true" className="size-4" /> {t('account.home')}
          </Link>
        </div>
      </div>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[22rem_1fr]" aria-busy="true">
      <Skeleton className="h-72 rounded-3xl" />
      <Skeleton className="h-72 rounded-3xl" />
    </div>
  );
}

/**
 * /profile: photo, name, e-mail, phone, e-mail and password changes, waitlist, wallet points with Redeem Points, the
 * coupon code, a link to /Referral, Logout and Home, and the floating chat button (this page only); visitors go to /login.
 */
export function ProfilePage() {
  const t = useT();
  useDocumentTitle(t('account.title'));
  // Only a visit without a token redirects here; a logout or an expiry later goes to /login on its own schedule.
  const session = useSession();
  const [visitor] = useState(session === null);
  const profile = useProfile();
  if (visitor) return <Navigate to={paths.login} replace />;

  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 pb-28 sm:px-6 sm:pt-10">
      <h1 className="mb-6 text-2xl font-semibold text-ink-900 sm:text-3xl">{t('account.title')}</h1>
      {profile.data ? (
        <>
          <ProfileContent profile={profile.data} />
          <ChatButton />
        </>
      ) : profile.isError && profile.error.message ? (
        <div role="alert" className="rounded-2xl border border-ink-200 p-6 text-center">
          <p className="text-ink-700">{profile.error.message}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void profile.refetch()}>
            {t('account.tryAgain')}
          </Button>
        </div>
      ) : (
        <ProfileSkeleton />
      )}
    </div>
  );
}

export { ProfilePage as Component };
