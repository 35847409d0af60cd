import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useT } from '@/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/session';
import { Button } from '@/ui/button';
import { CircleAlert, UserRound } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toaster';
import { useMyReferrals, useReferralLink } from '../api/get-referrals';
import { HowReferralsWork } from '../components/how-referrals-work';
import { ReferralLinkCard } from '../components/referral-link-card';
import { ReferralStatsCards } from '../components/referral-stats';
import { ReferralsTable } from '../components/referrals-table';

/**
 * /Referral (spec 2 §2): the explanation, the customer's link to copy or share, the four stat cards and the
 * referrals. Visitors go to /login; a link that cannot be fetched says 'Error fetching referral link'.
 */
export function ReferralPage() {
  const t = useT();
  useDocumentTitle(t('referrals.title'));
  const session = useSession();
  const link = useReferralLink();
  const mine = useMyReferrals();

  useEffect(() => {
    if (link.isError) toast.error(t('referrals.linkError'));
  }, [link.isError, t]);

  if (!session) return <Navigate to={paths.login} replace />;

  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:py-10">
      <header>
        <h1 className="text-2xl font-semibold text-ink-900">{t('referrals.title')}</h1>
        <p className="mt-1 text-ink-700">{t('referrals.intro')}</p>
      </header>
      {link.data ? <ReferralLinkCard link={link.data.referralLink} /> : null}
      {link.isPending ? <Skeleton className="h-36 rounded-2xl" /> : null}
      {link.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-danger-50 bg-danger-50 p-5">
          <p className="flex items-center gap-2 font-medium text-ink-900">
            <CircleAlert aria-hidden="true" className="size-5 text-danger-700" />
            {t('referrals.linkError')}
          </p>
          <Button variant="secondary" onClick={() => void link.refetch()}>{t('referrals.tryAgain')}</Button>
        </div>
      ) : null}
      <HowReferralsWork />
      {mine.isPending ? <Skeleton className="h-24 rounded-2xl" /> : null}
      {mine.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-danger-50 bg-danger-50 p-5">
          <p className="font-medium text-ink-900">{t('referrals.loadError')}</p>
          <Button variant="secondary" onClick={() => void mine.refetch()}>{t('referrals.tryAgain')}</Button>
        </div>
      ) : null}
      {mine.data ? (
        <>
          <ReferralStatsCards stats={mine.data.stats} />
          <section aria-labelledby="your-referrals" className="space-y-3">
            <h2 id="your-referrals" className="text-lg font-semibold text-ink-900">{t('referrals.yours')}</h2>
            {mine.data.referrals.length > 0 ? (
              <ReferralsTable referrals={mine.data.referrals} />
            ) : (
              <div className="flex flex-col items-center gap-2 rounded-2xl border border-ink-200 bg-white p-8 text-center">
                <UserRound aria-hidden="true" className="size-10 text-ink-400" />
                <p className="font-semibold text-ink-900">{t('referrals.none.title')}</p>
                <p className="text-sm text-ink-600">{t('referrals.none.text')}</p>
              </div>
            )}
          </section>
        </>
      ) : null}
    </section>
  );
}

export { ReferralPage as Component };
