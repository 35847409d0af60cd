import { CANCELLATION_WINDOW_DAYS, REDEEM_MIN_POINTS, REFERRAL_AWARD_POINTS } from '@mitumba/contracts/plain';
import { useT, type MessageId } from '@/i18n';

const steps = [
  { title: 'referrals.how.share.title', text: 'referrals.how.share.text' },
  { title: 'referrals.how.signUp.title', text: 'referrals.how.signUp.text' },
  { title: 'referrals.how.earn.title', text: 'referrals.how.earn.text' },
] as const satisfies readonly { title: MessageId; text: MessageId }[];

/** The explanation of /Referral (spec 2 §2): how a friend's first delivered order becomes the referrer's points. */
export function HowReferralsWork() {
  const t = useT();
  return (
    <section aria-labelledby="how-referrals-work" className="rounded-2xl border border-ink-200 bg-white p-5">
      <h2 id="how-referrals-work" className="text-lg font-semibold text-ink-900">{t('referrals.how.title')}</h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span aria-hidden="true" className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700">
              {index + 1}
            </span>
            <div>
              <p className="font-medium text-ink-900">{t(step.title)}</p>
              <p className="text-sm text-ink-600">{t(step.text, { points: REFERRAL_AWARD_POINTS, days: CANCELLATION_WINDOW_DAYS })}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-ink-600">{t('referrals.how.coupon', { min: REDEEM_MIN_POINTS })}</p>
    </section>
  );
}
