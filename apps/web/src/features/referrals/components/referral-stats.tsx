import type { ReferralStats } from '@mitumba/contracts/plain';
import { BadgeCheck, Hourglass, UserRound, Wallet, type LucideIcon } from '@/ui/icons';

const cards: { key: keyof ReferralStats; label: string; icon: LucideIcon }[] = [
  { key: 'total', label: 'Friends referred', icon: UserRound },
  { key: 'pending', label: 'Pending', icon: Hourglass },
  { key: 'awarded', label: 'Awarded', icon: BadgeCheck },
  { key: 'pointsEarned', label: 'Points earned', icon: Wallet },
];

/** The four stat cards of /Referral (spec 2 §2): two a row on a phone, four on a wide screen. */
export function ReferralStatsCards({ stats }: { stats: ReferralStats }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Your referral numbers">
      {cards.map(({ key, label, icon: Icon }) => (
        <li key={key} className="flex min-h-24 flex-col justify-center rounded-2xl border border-ink-200 bg-white px-4 py-3">
          <Icon aria-hidden="true" className="size-5 text-brand-700" />
          <p className="mt-1 text-2xl font-semibold text-ink-900 tabular-nums" data-testid={`referral-${key}`}>{stats[key]}</p>
          <p className="text-xs text-ink-600">{label}</p>
        </li>
      ))}
    </ul>
  );
}
