import type { QueryKey } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { phoneProblem, type BalancePaymentResponse, type OrderView } from '@mitumba/contracts/plain';
import { DEPOSIT_MESSAGES, balancePaymentProblem, type BalanceMethod } from '@mitumba/contracts/deposits';
import { useProfile } from '@/features/account';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { toast } from '@/ui/toaster';
import { useDepositMethods } from './api/get-deposit-methods';
import { useBalancePayment } from './api/pay-balance';
import { balanceMethodName, initiationFailure, offeredBalanceMethods, promptPhoneFor } from './balance-methods';
import { BalancePhoneField } from './balance-phone-field';
import { balanceScreenOf, customerOf, type MpesaBalanceScreen } from './balance-screen';
import { BankTransferBlock } from './bank-transfer-block';
import { T, useMoney, useT } from '@/i18n';
import { useSay } from '@/features/payments/message-words';

interface PayBalanceFormProps {
  order: OrderView;
  /** The orders' query, read again 5 s after a payment starts. */
  ordersKey: QueryKey;
  mpesaScreen?: MpesaBalanceScreen;
}

/** The amount as typed, capped at the balance (spec 2 §5): what the field shows, and the note when it was capped. */
function capped(typed: string, balance: number): { value: string; capped: boolean } {
  const amount = Number(typed);
  return typed !== '' && Number.isFinite(amount) && amount > balance ? { value: String(balance), capped: true } : { value: typed, capped: false };
}

/**
 * Spec 2 §4, §5: a payment towards a deposit order's balance. The amount (above 0, at most the balance, the input
 * capped), the phone (the profile's unless 'Use different phone number'), and a button per deposit method the shop
 * takes, disabled while no amount is entered. A prompt goes to its progress screen; a bank transfer shows where to pay.
 */
export function PayBalanceForm({ order, ordersKey, mpesaScreen = 'order-deposit' }: PayBalanceFormProps) {
  const formId = useId();
  const t = useT();
  const say = useSay();
  const money = useMoney();
  const navigate = useNavigate();
  const depositMethods = useDepositMethods();
  const profile = useProfile();
  const payment = useBalancePayment(ordersKey);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [differentPhone, setDifferentPhone] = useState(false);
  const [otherPhone, setOtherPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [bankPayment, setBankPayment] = useState<BalancePaymentResponse | null>(null);

  // Once the orders are read again, the deposit list shows the waiting transfer (one block per card).
  const bankShownByList = order.deposits.some((entry) => entry.paymentMethod === 'bank' && entry.status === 'pending');
  const methods = offeredBalanceMethods(depositMethods.data ?? []);
  const profilePhone = profile.data?.phone ?? '';
  const phone = differentPhone || profilePhone === '' ? otherPhone : profilePhone;

  const changeAmount = (typed: string) => {
    const next = capped(typed, order.balance);
    setAmount(next.value);
    setAmountError(next.capped ? DEPOSIT_MESSAGES.exceedsBalance : null);
  };

  const onStarted = (method: BalanceMethod, paid: BalancePaymentResponse, amountPaid: number, sentTo: string) => {
    setAmount('');
    if (method === 'bank') {
      toast.success(paid.message);
      setBankPayment(paid);
      return;
    }
    toast.success(t('deposits.messages.initiated', { method: balanceMethodName(t, method) }));
    const screen = balanceScreenOf({ method, order, answer: paid, amount: amountPaid, phone: sentTo, customer: customerOf(order, profile.data?.name ?? '') }, mpesaScreen);
    navigate(screen.to, { state: screen.state });
  };

  const pay = (method: BalanceMethod) => {
    const amountPaid = Number(amount);
    const amountProblem = balancePaymentProblem(order.balance, amountPaid);
    const phoneIssue = method === 'bank' ? null : phoneProblem(phone);
    setAmountError(amountProblem);
    setPhoneError(phoneIssue);
    if (amountProblem || phoneIssue) return;
    const sentTo = method === 'bank' ? '' : promptPhoneFor(method, phone);
    setBankPayment(null);
    payment.mutate(
      { method, orderId: order.orderId, amount: amountPaid, ...(method === 'bank' ? {} : { phone: sentTo }) },
      {
        onSuccess: (paid) => onStarted(method, paid, amountPaid, sentTo),
        onError: (error) => toast.error(say(initiationFailure(method, error))),
      },
    );
  };

  return (
    <section aria-labelledby={`${formId}-title`} className="mt-3 rounded-xl border border-brand-200 bg-brand-50/60 p-3 sm:p-4" data-testid="pay-balance">
      <h3 id={`${formId}-title`} className="text-sm font-semibold text-ink-900">
        {t('deposits.balance.title')}
      </h3>
      <p className="mt-0.5 text-sm text-ink-700">
        <T id="deposits.balance.remaining" values={{ amount: money.price(order.balance) }} components={{ 0: <strong className="tabular-nums" /> }} />
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Field
          label={t('deposits.balance.amount')}
          type="number"
          inputMode="decimal"
          min={1}
          max={order.balance}
          step="any"
          value={amount}
          onChange={(event) => changeAmount(event.target.value)}
          error={amountError && say(amountError)}
          hint={t('deposits.balance.upTo', { amount: money.price(order.balance) })}
        />
        <BalancePhoneField
          profilePhone={profilePhone}
          differentPhone={differentPhone}
          onDifferentPhone={setDifferentPhone}
          otherPhone={otherPhone}
          onOtherPhone={setOtherPhone}
          error={phoneError}
        />
      </div>
      {methods.length > 0 ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {methods.map((method) => (
            <Button key={method} variant={method === 'bank' ? 'secondary' : 'accent'} disabled={amount === '' || payment.isPending} onClick={() => pay(method)}>
              {method === 'bank' ? t('deposits.balance.payByBank') : t('deposits.balance.payWith', { method: balanceMethodName(t, method) })}
            </Button>
          ))}
        </div>
      ) : depositMethods.isSuccess ? (
        <p className="mt-3 text-sm text-ink-700">{t('deposits.balance.unavailable')}</p>
      ) : null}
      {bankPayment && !bankShownByList ? (
        <div className="mt-3">
          <BankTransferBlock orderId={order.orderId} reference={order.reference} amount={bankPayment.amount} details={bankPayment.bankDetails} />
        </div>
      ) : null}
    </section>
  );
}
