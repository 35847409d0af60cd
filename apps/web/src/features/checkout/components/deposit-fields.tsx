import { DEPOSIT_MESSAGES } from '@mitumba/contracts/deposits';
import { SUPPORT_PHONE, formatCardPrice } from '@mitumba/contracts/plain';
import { Field } from '@/ui/field';
import { useBankDetails } from '../api/get-bank-details';
import { depositMethodLabels, type DepositChoice } from '../use-deposit-choice';
import { BankDetailsCard } from './bank-details-card';
import { ChoiceTiles } from './choice-tiles';

/** What the shop confirms by hand for a bank deposit, and whom to call about it (spec 2 §9 bank transfer block). */
export const bankDepositNote = `We confirm your deposit once the transfer reaches us. Questions? Call ${SUPPORT_PHONE}.`;

function DepositMethodChoice({ deposit }: { deposit: DepositChoice }) {
  const options = deposit.methods.map((id) => ({ id, label: depositMethodLabels[id] }));
  return <ChoiceTiles legend="Pay the deposit by" name="depositPaymentMethod" options={options} value={deposit.method} onChange={deposit.setMethod} />;
}

/** The paybill to send a bank deposit to: the order's short reference to quote is given once it is placed. */
function BankDeposit() {
  const bank = useBankDetails(true);
  return <BankDetailsCard details={bank.data} orderId="" note={bankDepositNote} />;
}

interface DepositFieldsProps {
  deposit: DepositChoice;
  amountError: string | null;
  /** Where Paystack sends its receipt: the delivery e-mail. */
  email: string;
}

/**
 * The deposit under its card (spec 2 §2, §5): the customer's minimum, the amount now, the balance it leaves, and the
 * sub-method to pay it by. The sub-method's own needs (a phone, the cashier's code) follow in the checkout's details.
 */
export function DepositFields({ deposit, amountError, email }: DepositFieldsProps) {
  const minimumLine = deposit.percent !== null && deposit.minimum !== null ? DEPOSIT_MESSAGES.minimum(deposit.minimum, deposit.percent) : 'Working out your minimum deposit…';
  return (
    <div className="space-y-4">
      <Field
        label="Deposit amount (Ksh)"
        name="depositAmount"
        inputMode="numeric"
        pattern="[0-9]*"
        value={deposit.amountInput}
        onChange={(event) => deposit.setAmountInput(event.target.value)}
        error={amountError}
        hint={<span data-testid="deposit-minimum">{minimumLine}</span>}
      />
      <p className="flex items-center justify-between rounded-xl bg-ink-50 px-4 py-3 text-sm text-ink-800" aria-live="polite">
        <span>Balance to pay later</span>
        <span className="font-semibold text-ink-900" data-testid="deposit-balance">
          {deposit.amount > 0 && deposit.problem === null ? formatCardPrice(deposit.balance) : '—'}
        </span>
      </p>
      <DepositMethodChoice deposit={deposit} />
      {deposit.method === 'paystack' ? (
        <p className="text-sm text-ink-700">
          You pay the deposit on Paystack&apos;s secure page; the receipt goes to <span className="font-semibold text-ink-900">{email || 'your e-mail'}</span>.
        </p>
      ) : null}
      {deposit.method === 'bank' ? <BankDeposit /> : null}
    </div>
  );
}
