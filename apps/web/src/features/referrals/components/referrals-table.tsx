import type { ReferralEntry } from '@mitumba/contracts/plain';
import { cn } from '@/lib/cn';

const day = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeZone: 'Africa/Nairobi' });

function StatusBadge({ status }: { status: ReferralEntry['status'] }) {
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', status === 'Awarded' ? 'bg-brand-50 text-brand-700' : 'bg-accent-100 text-ink-800')}>
      {status}
    </span>
  );
}

/** What an awarded referral's points are: pending until the friend's order can no longer be returned, or taken back. */
function pointsNote(entry: ReferralEntry): string {
  if (entry.pendingPoints) return entry.pendingUntil ? `pending until ${day.format(new Date(entry.pendingUntil))}` : 'pending';
  if (entry.takenBack) return 'taken back: order returned';
  return '';
}

/** The referrals (spec 2 §3: friend, date, status): cards on a phone, a table from 640 px. */
export function ReferralsTable({ referrals }: { referrals: ReferralEntry[] }) {
  return (
    <>
      <ul className="space-y-3 sm:hidden" aria-label="Your referrals">
        {referrals.map((entry) => (
          <li key={entry.id} className="rounded-2xl border border-ink-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <p className="font-medium text-ink-900">{entry.referred.name}</p>
              <StatusBadge status={entry.status} />
            </div>
            <p className="mt-1 text-sm text-ink-600">{entry.referred.phone} · {entry.referred.email}</p>
            <p className="mt-1 text-sm text-ink-600">
              Joined {day.format(new Date(entry.date))}{entry.points > 0 ? ` · +${entry.points} points` : ''}{pointsNote(entry) ? ` (${pointsNote(entry)})` : ''}
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-ink-200 bg-white sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Your referrals</caption>
          <thead className="bg-ink-100 text-ink-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">Friend</th>
              <th scope="col" className="px-4 py-3 font-medium">Phone</th>
              <th scope="col" className="px-4 py-3 font-medium">Email</th>
              <th scope="col" className="px-4 py-3 font-medium">Date</th>
              <th scope="col" className="px-4 py-3 font-medium">Status</th>
              <th scope="col" className="px-4 py-3 text-right font-medium">Points</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-200">
            {referrals.map((entry) => (
              <tr key={entry.id}>
                <td className="px-4 py-3 font-medium text-ink-900">{entry.referred.name}</td>
                <td className="px-4 py-3 text-ink-700">{entry.referred.phone}</td>
                <td className="px-4 py-3 text-ink-700">{entry.referred.email}</td>
                <td className="px-4 py-3 text-ink-700">{day.format(new Date(entry.date))}</td>
                <td className="px-4 py-3"><StatusBadge status={entry.status} /></td>
                <td className="px-4 py-3 text-right tabular-nums text-ink-900">
                  {entry.points}
                  {pointsNote(entry) ? <span className="block text-xs text-ink-600">{pointsNote(entry)}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
