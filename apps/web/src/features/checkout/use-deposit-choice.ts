import { useState } from 'react';
import { depositAmountProblem, minimumDeposit, minimumDepositPercent } from '@mitumba/contracts/deposits';
import type { PaymentSettingsResponse } from '@mitumba/contracts/plain';
import { digitsOnly } from '@/lib/validation';
import { useOrderCount } from './api/get-order-count';
import type { DepositMethodId } from './api/place-deposit';
import type { MessageId, Translate } from '@/i18n';

/** The deposit sub-methods, in the order the checkout offers them (spec 2 §Deposit sub-methods). */
const depositMethodOrder: readonly DepositMethodId[] = ['mpesa', 'lipia', 'tinypesa', 'pesaflux', 'paystack', 'bank', 'cash'];

/** Provider names as they are; the bank and cash in the shopper's language. */
export const depositMethodLabels: Record<DepositMethodId, string | MessageId> = {
  mpesa: 'M-Pesa', lipia: 'Lipia', tinypesa: 'TinyPesa', pesaflux: 'PesaFlux', paystack: 'Paystack', bank: 'checkout.deposit.bank', cash: 'checkout.deposit.cash',
};

export function depositMethodLabel(t: Translate, id: DepositMethodId): string {
  const label = depositMethodLabels[id];
  return id === 'bank' || id === 'cash' ? t(label as MessageId) : label;
}

export interface DepositChoice {
  /** The sub-methods the shop offers now, in a fixed order. */
  methods: DepositMethodId[];
  method: DepositMethodId | null;
  setMethod: (method: DepositMethodId) => void;
  /** What the customer typed, digits only (whole shillings). */
  amountInput: string;
  setAmountInput: (typed: string) => void;
  amount: number;
  /** The customer's minimum percent and the smallest deposit it makes; null until the order count is in. */
  percent: number | null;
  minimum: number | null;
  /** What will be left to pay once the deposit is in. */
  balance: number;
  /** The spec's message for the amount (spec 2 §5), or null; null too while the minimum is not known yet. */
  problem: string | null;
  /** Everything a deposit needs is in: a method, the minimum known and the amount within bounds. */
  ready: boolean;
}

/**
 * The deposit's part of the checkout: how much now (at least the customer's minimum percent of `total`, less than
 * the total) and by which sub-method. The minimum percent is the new customer's until their first order (GET
 * /api/order/count), the shop's settings giving both; a count that cannot be read counts as new (the stricter).
 */
export function useDepositChoice(total: number, settings: Pick<PaymentSettingsResponse, 'depositMethods' | 'depositSettings'>, active: boolean): DepositChoice {
  const methods = depositMethodOrder.filter((id) => settings.depositMethods.includes(id));
  const [chosen, setMethod] = useState<DepositMethodId | null>(null);
  const [amountInput, setAmount] = useState('');
  const count = useOrderCount(active);
  const orderCount = count.isError ? 0 : count.data;
  const percent = orderCount === undefined ? null : minimumDepositPercent(orderCount, settings.depositSettings);
  const amount = amountInput === '' ? 0 : Number(amountInput);
  const method = chosen && methods.includes(chosen) ? chosen : (methods[0] ?? null);
  const problem = percent === null ? null : depositAmountProblem(total, amount, percent);
  return {
    methods,
    method,
    setMethod,
    amountInput,
    setAmountInput: (typed) => setAmount(digitsOnly(typed, 9)),
    amount,
    percent,
    minimum: percent === null ? null : minimumDeposit(total, percent),
    balance: Math.max(total - amount, 0),
    problem,
    ready: method !== null && percent !== null && problem === null,
  };
}
