import type { ReferralEntry } from '@mitumba/contracts/plain';
import { useLingui, useT, type MessageId, type Translate } from '@/i18n';
import { cn } from '@/lib/cn';

const STATUS = { Pending: 'referrals.status.Pending', Awarded: 'referrals.status.Awarded' } as const satisfies Record<ReferralEntry['status'], MessageId>;

function StatusBadge({ status }: { status: ReferralEntry['status'] }) {
  const t = useT();
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', status === 'Awarded' ? 'bg-brand-50 text-brand-700' : 'bg-accent-100 text-ink-800')}>
      {t(STATUS[status])}
    </span>
  );
}

/** What an awarded referral's points are: pending until the friend's order can no longer be returned, or taken back. */
function pointsNote(t: Translate, day: (date: string) => string, entry: ReferralEntry): string {
  if (entry.pendingPoints) return entry.pendingUntil ? t('referrals.note.pendingUntil', { date: day(entry.pendingUntil) }) : t('referrals.note.pending');
  if (entry.takenBack) return t('referrals.note.takenBack');
  return '';
}

/** A phone card's second line: when the friend joined, the points and what they are. */
function joinedLine(t: Translate, day: (date: string) => string, entry: ReferralEntry): string {
  const note = pointsNote(t, day, entry);
  const points = entry.points > 0 ? ` · ${t('referrals.row.points', { points: entry.points })}` : '';
  return `${t('referrals.row.joined', { date: day(entry.date) })}${points}${note ? ` (${note})` : ''}`;
}

/** The referrals (spec 2 §3: friend, date, status): cards on a phone, a table from 640 px. */
export function ReferralsTable({ referrals }: { referrals: ReferralEntry[] }) {
  const t = useT();
  const { i18n } = useLingui();
  const day = (date: string) => i18n.date(new Date(date), { dateStyle: 'medium', timeZone: 'Africa/Nairobi' });
  return (
    <>
      <ul className="space-y-3 sm:hidden" aria-label={t('referrals.yours')}>
        {referrals.map((entry) => (
          <li key={entry.id} className="rounded-2xl border border-ink-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <p className="font-medium text-ink-900">{entry.referred.name}</p>
              <StatusBadge status={entry.status} />
            </div>
            <p className="mt-1 text-sm text-ink-600">{entry.referred.phone} · {entry.referred.email}</p>
            <p className="mt-1 text-sm text-ink-600">{joinedLine(t, day, entry)}</p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-ink-200 bg-white sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('referrals.yours')}</caption>
          <thead className="bg-ink-100 text-ink-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">{t('referrals.table.friend')}</th>
              <th scope="col" className="px-4 py-3 font-medium">{t('referrals.table.phone')}</th>
              <th scope="col" className="px-4 py-3 font-medium">{t('referrals.table.email')}</th>
              <th scope="col" className="px-4 py-3 font-medium">{t('referrals.table.date')}</th>
              <th scope="col" className="px-4 py-3 font-medium">{t('referrals.table.status')}</th>
              <th scope="col" className="px-4 py-3 text-right font-medium">{t('referrals.table.points')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-200">
            {referrals.map((entry) => (
              <tr key={entry.id}>
                <td className="px-4 py-3 font-medium text-ink-900">{entry.referred.name}</td>
                <td className="px-4 py-3 text-ink-700">{entry.referred.phone}</td>
                <td className="px-4 py-3 text-ink-700">{entry.referred.email}</td>
                <td className="px-4 py-3 text-ink-700">{day(entry.date)}</td>
                <td className="px-4 py-3"><StatusBadge status={entry.status} /></td>
                <td className="px-4 py-3 text-right tabular-nums text-ink-900">
                  {entry.points}
                  {pointsNote(t, day, entry) ? <span className="block text-xs text-ink-600">{pointsNote(t, day, entry)}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
