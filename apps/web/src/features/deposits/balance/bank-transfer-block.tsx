import { SUPPORT_PHONE, type BankDetails } from '@mitumba/contracts/plain';
import { BankDetailsCard, useBankDetails } from '@/features/checkout';
import { T, useMoney } from '@/i18n';

interface BankTransferBlockProps {
  orderId: string;
  /** The order's short reference, quoted as the account instead of its long id. */
  reference: string;
  /** What to send, when known (shillings). */
  amount?: number;
  /** The details the balance payment's answer carried; asked for when it had none. */
  details?: BankDetails | undefined;
}

/**
 * A bank deposit or balance payment (spec 2 §9): the bank, paybill, account and name to pay to, the amount, and the
 * shop's phone to send the confirmation to. The shop confirms it in the back office once it arrives.
 */
export function BankTransferBlock({ orderId, reference, amount, details }: BankTransferBlockProps) {
  const asked = useBankDetails(details === undefined);
  const money = useMoney();
  return (
    <div className="space-y-2" data-testid="bank-transfer">
      {amount ? (
        <p className="text-sm text-ink-800">
          <T id="deposits.bank.amountToSend" values={{ amount: money.price(amount) }} components={{ 0: <strong className="tabular-nums" /> }} />
        </p>
      ) : null}
      <BankDetailsCard
        details={details ?? asked.data}
        orderId={orderId}
        reference={reference}
        note={
          <T
            id="deposits.bank.note"
            values={{ phone: SUPPORT_PHONE }}
            components={{ 0: <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2" /> }}
          />
        }
      />
    </div>
  );
}
