import type { ReactNode } from 'react';
import type { BankDetails } from '@mitumba/contracts/plain';
import { Landmark } from '@/ui/icons';
import { PaybillCard, type PaybillLine } from '@/ui/paybill-card';
import { useT, type Translate } from '@/i18n';
import { paybillCopies } from './paybill-copies';
import { formatKes } from '../confirm-label';

/** A paybill order's own account: its short reference (null before placing: it is given then) and its amount. */
export interface PaybillOrder {
  reference: string | null;
  amount: number;
}

function orderLines(t: Translate, details: BankDetails, order: PaybillOrder): PaybillLine[] {
  const copies = paybillCopies(t);
  return [
    { label: t('checkout.paybill.paybill'), value: details.paybill, copy: copies.paybill },
    order.reference
      ? { label: t('checkout.paybill.account'), value: order.reference, copy: copies.account }
      : { label: t('checkout.paybill.account'), value: t('checkout.paybill.notYet') },
    { label: t('checkout.paybill.amount'), value: formatKes(order.amount) },
    { label: t('checkout.paybill.accountName'), value: details.accountName },
  ];
}

/**
 * A bank deposit: the bank's account number, else what the order is known by, and that as the reference. Before the
 * order is placed (`quoted` null) the reference is not known yet, and the card says when it will be.
 */
function depositLines(t: Translate, details: BankDetails, quoted: string | null): PaybillLine[] {
  const copies = paybillCopies(t);
  const referenceLine = (label: string, copy: PaybillLine['copy']): PaybillLine => (quoted
    ? { label, value: quoted, copy }
    : { label, value: t('checkout.paybill.notYet') });
  return [
    { label: t('checkout.paybill.paybill'), value: details.paybill, copy: copies.paybill },
    details.accountNumber
      ? { label: t('checkout.paybill.accountNumber'), value: details.accountNumber, copy: copies.accountNumber }
      : referenceLine(t('checkout.paybill.accountNumber'), copies.accountNumber),
    ...(details.accountNumber ? [referenceLine(t('checkout.paybill.reference'), copies.reference)] : []),
    { label: t('checkout.paybill.accountName'), value: details.accountName },
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
  const t = useT();
  const lines = details ? (order ? orderLines(t, details, order) : depositLines(t, details, reference || orderId || null)) : null;
  return (
    <PaybillCard
      title={details?.bankName ? t('checkout.paybill.titleBank', { bank: details.bankName }) : t('checkout.paybill.title')}
      icon={Landmark}
      lines={lines}
      note={note ?? t('checkout.paybill.confirmed')}
    />
  );
}
