import { SUPPORT_PHONE } from '@mitumba/contracts/plain';
import { T, useMoney, useT, type Translate } from '@/i18n';
import { useSay } from '@/features/payments/message-words';
import { Field } from '@/ui/field';
import { useBankDetails } from '../api/get-bank-details';
import { depositMethodLabel, type DepositChoice } from '../use-deposit-choice';
import { BankDetailsCard } from './bank-details-card';
import { ChoiceTiles } from './choice-tiles';

/** What the shop confirms by hand for a bank deposit, and whom to call about it (spec 2 §9 bank transfer block). */
export const bankDepositNote = (t: Translate): string => t('checkout.deposit.bankNote', { phone: SUPPORT_PHONE });

function DepositMethodChoice({ deposit }: { deposit: DepositChoice }) {
  const t = useT();
  const options = deposit.methods.map((id) => ({ id, label: depositMethodLabel(t, id) }));
  return <ChoiceTiles legend={t('checkout.deposit.legend')} name="depositPaymentMethod" options={options} value={deposit.method} onChange={deposit.setMethod} />;
}

/** The paybill to send a bank deposit to: the order's short reference to quote is given once it is placed. */
function BankDeposit() {
  const bank = useBankDetails(true);
  const t = useT();
  return <BankDetailsCard details={bank.data} orderId="" note={bankDepositNote(t)} />;
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
  const t = useT();
  const say = useSay();
  const money = useMoney();
  const minimumLine = deposit.percent !== null && deposit.minimum !== null
    ? t('deposits.messages.minimum', { minimum: deposit.minimum.toLocaleString('en-KE'), percent: deposit.percent })
    : t('checkout.deposit.working');
  return (
    <div className="space-y-4">
      <Field
        label={t('checkout.deposit.amount')}
        name="depositAmount"
        inputMode="numeric"
        pattern="[0-9]*"
        value={deposit.amountInput}
        onChange={(event) => deposit.setAmountInput(event.target.value)}
        error={amountError && say(amountError)}
        hint={<span data-testid="deposit-minimum">{minimumLine}</span>}
      />
      <p className="flex items-center justify-between rounded-xl bg-ink-50 px-4 py-3 text-sm text-ink-800" aria-live="polite">
        <span>{t('checkout.deposit.balance')}</span>
        <span className="font-semibold text-ink-900" data-testid="deposit-balance">
          {deposit.amount > 0 && deposit.problem === null ? money.price(deposit.balance) : '—'}
        </span>
      </p>
      <DepositMethodChoice deposit={deposit} />
      {deposit.method === 'paystack' ? (
        <p className="text-sm text-ink-700">
          <T id="checkout.deposit.paystack" values={{ email: email || t('checkout.deposit.yourEmail') }} components={{ 0: <span className="font-semibold text-ink-900" /> }} />
        </p>
      ) : null}
      {deposit.method === 'bank' ? <BankDeposit /> : null}
    </div>
  );
}
