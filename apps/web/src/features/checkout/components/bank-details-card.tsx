import { useId, type ReactNode } from 'react';
import type { BankDetails } from '@mitumba/contracts/plain';
import { CopyButton } from '@/ui/copy-button';
import { Landmark } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { formatKes } from '../confirm-label';

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

/** A paybill order's own account: its short reference (null before placing: it is given then) and its amount. */
export interface PaybillOrder {
  reference: string | null;
  amount: number;
}

function OrderRows({ details, order }: { details: BankDetails; order: PaybillOrder }) {
  return (
    <>
      <Row label="Paybill" value={details.paybill} copy={{ label: 'paybill', message: 'Paybill copied!' }} />
      {order.reference ? (
        <Row label="Account" value={order.reference} copy={{ label: 'account', message: 'Reference copied!' }} />
      ) : (
        <Row label="Account" value="Your order reference, given when you place the order" />
      )}
      <Row label="Amount" value={formatKes(order.amount)} />
      <Row label="Account name" value={details.accountName} />
    </>
  );
}

/**
 * How to pay by the Sidian paybill. An order (`order`): the paybill, its short reference as the account, the amount and
 * the account name; a bank deposit: the account number (the order id unless the bank gives one) and the order id as
 * the reference. Copy buttons for what the customer types. `note` replaces the closing line.
 */
export function BankDetailsCard({ details, orderId, note, order }: { details: BankDetails | undefined; orderId: string; note?: ReactNode; order?: PaybillOrder }) {
  // Unique per card: /orders may show two (a paybill order and a bank deposit).
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="w-full rounded-2xl border border-brand-200 bg-brand-50 p-4 text-left text-sm">
      <h2 id={titleId} className="flex items-center gap-2 font-semibold text-ink-900">
        <Landmark aria-hidden="true" className="size-4 text-brand-700" />
        Pay by M-Pesa paybill{details?.bankName ? ` (${details.bankName})` : ''}
      </h2>
      {details && order ? (
        <dl className="mt-2 divide-y divide-brand-100"><OrderRows details={details} order={order} /></dl>
      ) : details ? (
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
