import { RECONCILIATION_DIFFERENCE_LABELS } from '@mitumba/contracts';
import { mailHtml } from '../../lib/mail/layout.ts';
import type { Mail } from '../../lib/mail/mailer.ts';
import type { Reconciliation } from './reconciliation.service.ts';

const ksh = (cents: number | null) => (cents === null ? '—' : `Ksh ${(cents / 100).toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);

/** Whether a day needs the owner: a difference, or a statement that could not be read (nothing could be confirmed). */
export const needsAttention = (day: Reconciliation) =>
  day.differences.length > 0 || day.ledgers.some((ledger) => ledger.provider.status === 'unreadable');

/** The owner's morning summary of a day that did not reconcile: what differs, what could not be read, and the screen's link. */
export function reconciliationMail(to: string, day: Reconciliation, screenUrl: string): Mail {
  const labelOf = new Map(day.ledgers.map((ledger) => [ledger.id, ledger.label]));
  const lines = day.differences.map((difference) => `${labelOf.get(difference.ledger) ?? difference.ledger}: ${RECONCILIATION_DIFFERENCE_LABELS[difference.kind]}`
    + `${difference.entry === 'refund' ? ' (refund)' : ''} — ${difference.orderId ?? difference.providerRef ?? 'no reference'}, here ${ksh(difference.shopAmountCents)}, there ${ksh(difference.providerAmountCents)}.`);
  const unreadable = day.ledgers.flatMap((ledger) => (ledger.provider.status === 'unreadable' ? [`${ledger.label} could not be read: ${ledger.provider.reason}`] : []));
  const count = day.differences.length;
  const paragraphs = [
    `The payments of ${day.date} (Nairobi) do not all agree with the providers' statements.`,
    ...(count > 0 ? [`${count} ${count === 1 ? 'difference' : 'differences'}:`, ...lines] : []),
    ...unreadable,
    'Open the reconciliation screen to see each one beside its order.',
  ];
  return {
    to,
    subject: `Reconciliation ${day.date}: ${count > 0 ? `${count} ${count === 1 ? 'difference' : 'differences'}` : 'a statement could not be read'}`,
    text: `${paragraphs.join('\n\n')}\n\n${screenUrl}`,
    html: mailHtml({ heading: `Reconciliation of ${day.date}`, paragraphs, button: { label: 'Open the reconciliation', url: screenUrl } }),
  };
}
