import { useT } from '@/i18n';
import { buttonClasses } from '@/ui/button';
import { CopyButton } from '@/ui/copy-button';
import { Smartphone } from '@/ui/icons';

/** The customer's link, a copy button ('Copied') and a WhatsApp share (an outbound wa.me link). */
export function ReferralLinkCard({ link }: { link: string }) {
  const t = useT();
  const message = t('referrals.link.message', { link });
  return (
    <section aria-labelledby="referral-link" className="rounded-2xl border border-brand-100 bg-brand-50 p-5">
      <h2 id="referral-link" className="text-lg font-semibold text-ink-900">{t('referrals.link.title')}</h2>
      <div className="mt-3 flex items-center gap-2 rounded-xl border border-ink-300 bg-white py-1 pl-4 pr-1">
        <p className="min-w-0 flex-1 truncate text-sm text-ink-800" data-testid="referral-link">{link}</p>
        <CopyButton text={link} label={t('referrals.link.copyLabel')} copiedMessage={t('referrals.link.copied')} />
      </div>
      <a
        href={`https://wa.me/?text=${encodeURIComponent(message)}`}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('accent', 'md', 'mt-4 w-full sm:w-auto')}
      >
        <Smartphone aria-hidden="true" className="size-4" />
        {t('referrals.link.whatsapp')}
      </a>
    </section>
  );
}
