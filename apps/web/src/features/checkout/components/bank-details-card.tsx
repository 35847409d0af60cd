import type { ReactNode } from 'react';
import type { BankDetails } from '@mitumba/contracts/plain';
import { Landmark } from '@/ui/icons';
import { PaybillCard, accountCopy, paybillCopy, type PaybillLine } from '@/ui/paybill-card';
import { formatKes } from '../confirm-label';

/** A paybill order's own account: its short reference (null before placing: it is given then) and its amount. */
export interface PaybillOrder {
  reference: string | null;
  amount: number;
}

function orderLines(details: BankDetails, order: PaybillOrder): PaybillLine[] {
  return [
    { label: 'Paybill', value: details.paybill, copy: paybillCopy },
    order.reference
      ? { label: 'Account', value: order.reference, copy: accountCopy }
      : { label: 'Account', value: 'Your order reference, given when you place the order' },
    { label: 'Amount', value: formatKes(order.amount) },
    { label: 'Account name', value: details.accountName },
  ];
}

const NOT_YET_GIVEN = 'Your order reference, given when you place the order';

/**
 * A bank deposit: the bank's account number, else what the order is known by, and that as the reference. Before the
 * order is placed (`quoted` null) the reference is not known yet, and the card says when it will be.
 */
function depositLines(details: BankDetails, quoted: string | null): PaybillLine[] {
  const referenceLine = (label: string): PaybillLine => (quoted
    ? { label, value: quoted, copy: { label: label.toLowerCase(), message: accountCopy.message } }
    : { label, value: NOT_YET_GIVEN });
  return [
    { label: 'Paybill', value: details.paybill, copy: paybillCopy },
    details.accountNumber
      ? { label: 'Account number', value: details.accountNumber, copy: { label: 'account number', message: accountCopy.message } }
      : referenceLine('Account number'),
    ...(details.accountNumber ? [referenceLine('Reference')] : []),
    { label: 'Account name', value: details.accountName },
  ];
}

interface BankDetailsCardProps {
  details: BankDetails | undefined;
  /** The order's id; empty before the order is placed. */
  orderId: string;
  /** The order's short reference (decision 0035), quoted instead of its long id once the order exists. */
  reference?: string | null | undefined;
  note?: ReactNode;
  order?: PaybillOrder;
}

/**
 * How to pay by the Sidian paybill. An order (`order`): the paybill, its short reference as the account, the amount and
 * the account name; a bank deposit: the account number (the order's reference, or its id before it has one, unless the
 * bank gives one) and that as the reference. `note` replaces the closing line.
 */
export function BankDetailsCard({ details, orderId, reference, note, order }: BankDetailsCardProps) {
  const lines = details ? (order ? orderLines(details, order) : depositLines(details, reference || orderId || null)) : null;
  return (
    <PaybillCard
      title={`Pay by M-Pesa paybill${details?.bankName ? ` (${details.bankName})` : ''}`}
      icon={Landmark}
      lines={lines}
      note={note ?? 'Your order is confirmed once the bank tells us the payment has arrived.'}
    />
  );
}
