import { SUPPORT_PHONE, formatCardPrice, type BankDetails } from '@mitumba/contracts/plain';
import { BankDetailsCard, useBankDetails } from '@/features/checkout';

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
  return (
    <div className="space-y-2" data-testid="bank-transfer">
      {amount ? (
        <p className="text-sm text-ink-800">
          Amount to send: <strong className="tabular-nums">{formatCardPrice(amount)}</strong>
        </p>
      ) : null}
      <BankDetailsCard
        details={details ?? asked.data}
        orderId={orderId}
        reference={reference}
        note={
          <>
            We confirm it once it reaches us. Send the confirmation message to{' '}
            <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2">
              {SUPPORT_PHONE}
            </a>
          </>
        }
      />
    </div>
  );
}
