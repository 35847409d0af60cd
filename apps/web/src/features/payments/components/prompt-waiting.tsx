import type { ReactNode } from 'react';
import { MOBILE_MONEY_MESSAGES } from '@mitumba/contracts/mobile-money';
import { promptDetails, promptStages } from '../prompt-details';
import { CheckFailedNote, PaymentWaiting } from './payment-waiting';

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
  return (
    <PaymentWaiting
      title={title ?? `Complete your ${provider} payment`}
      stages={promptStages(provider)}
      paidMessage={paidMessage}
      details={promptDetails(session)}
      checkProblem={checkFailed ? <CheckFailedNote>{MOBILE_MONEY_MESSAGES.statusCheckFailed}</CheckFailedNote> : null}
    >
      {children ?? <p className="mt-6 text-sm text-ink-600">{`Keep this page open: it updates by itself once ${provider} confirms your payment.`}</p>}
    </PaymentWaiting>
  );
}
