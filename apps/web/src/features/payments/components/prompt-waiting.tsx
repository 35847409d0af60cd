import type { ReactNode } from 'react';
import { MOBILE_MONEY_MESSAGES } from '@mitumba/contracts/mobile-money';
import { promptDetails, promptStages } from '../prompt-details';
import { CheckFailedNote, PaymentWaiting } from './payment-waiting';
import { useMoney, useT } from '@/i18n';
import { useSay } from '../message-words';

interface PromptWaitingProps {
  /** The provider's name, as the staged messages and the default heading say it. */
  provider: string;
  session: { amount: number; phone: string; orderId: string };
  checkFailed: boolean;
  /** 'Complete your {provider} payment' unless given. */
  title?: string;
  paidMessage?: string;
  /** Under the details; the 'Keep this page open' note unless given. */
  children?: ReactNode;
}

/** A screen waiting for the customer to approve a provider's M-Pesa prompt: staged messages, amount, phone, order id. */
export function PromptWaiting({ provider, session, checkFailed, title, paidMessage, children }: PromptWaitingProps) {
  const t = useT();
  const say = useSay();
  const money = useMoney();
  return (
    <PaymentWaiting
      title={title ?? t('payments.completeTitle', { provider })}
      stages={promptStages(t, provider)}
      paidMessage={paidMessage}
      details={promptDetails(t, money.price, session)}
      checkProblem={checkFailed ? <CheckFailedNote>{say(MOBILE_MONEY_MESSAGES.statusCheckFailed)}</CheckFailedNote> : null}
    >
      {children ?? <p className="mt-6 text-sm text-ink-600">{t('payments.keepOpen', { provider })}</p>}
    </PaymentWaiting>
  );
}
