import { CANCELLATION_WINDOW_DAYS, REFERRAL_AWARD_POINTS } from '@mitumba/contracts/plain';

const steps = [
  { title: 'Share your link', text: 'Send it to friends on WhatsApp or anywhere else.' },
  { title: 'They sign up', text: 'Your link fills in your code on their sign-up form.' },
  { title: 'You earn points', text: `Once their first order is paid and delivered, you get ${REFERRAL_AWARD_POINTS} points, yours to spend when its ${CANCELLATION_WINDOW_DAYS}-day return window closes. If that order is returned, the points go back.` },
];

/** The explanation of /Referral (spec 2 §2): how a friend's first delivered order becomes the referrer's points. */
export function HowReferralsWork() {
  return (
    <section aria-labelledby="how-referrals-work" className="rounded-2xl border border-ink-200 bg-white p-5">
      <h2 id="how-referrals-work" className="text-lg font-semibold text-ink-900">How it works</h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span aria-hidden="true" className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700">
              {index + 1}
            </span>
            <div>
              <p className="font-medium text-ink-900">{step.title}</p>
              <p className="text-sm text-ink-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-ink-600">Points turn into a coupon from your profile once you have 100 or more.</p>
    </section>
  );
}
