import { useId, type ReactNode } from 'react';
import type { BankDetails } from '@mitumba/contracts/plain';
import { CopyButton } from '@/ui/copy-button';
import { Landmark } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';

function Row({ label, value, copy }: { label: string; value: string; copy?: { label: string; message: string } }) {
  return (
    <div className="flex min-h-11 items-center justify-between gap-3 py-1">
      <dt className="shrink-0 text-ink-600">{label}</dt>
      <dd className="flex items-center gap-1 text-right font-semibold wrap-anywhere text-ink-900 tabular-nums">
        {value}
        {copy ? <CopyButton text={value} label={copy.label} copiedMessage={copy.message} /> : null}
      </dd>
    </div>
  );
}

/**
 * How to pay a Sidian order by hand: the paybill, the account number (the order id unless the bank gives one), the
 * order id as the payment's reference, and the account name, with copy buttons for what the customer types. `note`
 * replaces the closing line (a deposit says the shop confirms it).
 */
export function BankDetailsCard({ details, orderId, note }: { details: BankDetails | undefined; orderId: string; note?: ReactNode }) {
  // Unique per card: /orders may show two (a paybill order and a bank deposit).
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="w-full rounded-2xl border border-brand-200 bg-brand-50 p-4 text-left text-sm">
      <h2 id={titleId} className="flex items-center gap-2 font-semibold text-ink-900">
        <Landmark aria-hidden="true" className="size-4 text-brand-700" />
        Pay by M-Pesa paybill{details?.bankName ? ` (${details.bankName})` : ''}
      </h2>
      {details ? (
        <dl className="mt-2 divide-y divide-brand-100">
          <Row label="Paybill" value={details.paybill} copy={{ label: 'paybill', message: 'Paybill copied!' }} />
          <Row label="Account number" value={details.accountNumber || orderId} copy={{ label: 'account number', message: 'Reference copied!' }} />
          {details.accountNumber && details.accountNumber !== orderId ? (
            <Row label="Reference" value={orderId} copy={{ label: 'reference', message: 'Reference copied!' }} />
          ) : null}
          <Row label="Account name" value={details.accountName} />
        </dl>
      ) : (
        <div aria-busy="true" aria-label="Loading payment details" className="mt-3 space-y-2">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      )}
      <p className="mt-2 text-ink-700">{note ?? 'Your order is confirmed once the bank tells us the payment has arrived.'}</p>
    </section>
  );
}
