import type { ReferralStats } from '@mitumba/contracts/plain';
import { useT, type MessageId } from '@/i18n';
import { BadgeCheck, Hourglass, UserRound, Wallet, type LucideIcon } from '@/ui/icons';

const cards = [
  { key: 'total', label: 'referrals.stats.total', icon: UserRound },
  { key: 'pending', label: 'referrals.stats.pending', icon: Hourglass },
  { key: 'awarded', label: 'referrals.stats.awarded', icon: BadgeCheck },
  { key: 'pointsEarned', label: 'referrals.stats.pointsEarned', icon: Wallet },
] as const satisfies readonly { key: keyof ReferralStats; label: MessageId; icon: LucideIcon }[];

/** The four stat cards of /Referral (spec 2 §2): two a row on a phone, four on a wide screen. */
export function ReferralStatsCards({ stats }: { stats: ReferralStats }) {
  const t = useT();
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('referrals.stats.label')}>
      {cards.map(({ key, label, icon: Icon }) => (
        <li key={key} className="flex min-h-24 flex-col justify-center rounded-2xl border border-ink-200 bg-white px-4 py-3">
          <Icon aria-hidden="true" className="size-5 text-brand-700" />
          <p className="mt-1 text-2xl font-semibold text-ink-900 tabular-nums" data-testid={`referral-${key}`}>{stats[key]}</p>
          <p className="text-xs text-ink-600">{t(label)}</p>
        </li>
      ))}
    </ul>
  );
}
