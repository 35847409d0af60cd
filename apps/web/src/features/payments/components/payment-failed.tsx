import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/ui/button';
import { CircleX } from '@/ui/icons';
import { PaymentResult } from './payment-result';
import { useT } from '@/i18n';
import { useSay } from '../message-words';

interface PaymentFailedProps {
  /** 'Payment Failed' unless given (e.g. 'Payment processing error' when the provider's side failed). */
  title?: string;
  /** Why it failed, shown first. */
  message: string;
  /** Left out of the details when empty. */
  orderId: string;
  /** 'failure-reason' on the pages whose state names it `reason`. */
  messageTestId?: 'failure-message' | 'failure-reason';
  /** Announces the message: for a screen that turns into this view in place, without navigating. */
  announce?: boolean;
  /** The first way on; 'Try Again' to /place-order unless given. */
  retry?: ReactNode;
  /** The other ways on, after the retry. */
  links?: ReactNode;
  /** More about the failure, under the message (e.g. an error code). */
  children?: ReactNode;
}

/** A link styled as the first ('accent') or a further ('secondary') way on from a result page. */
export function ResultLink({ to, primary = false, children }: { to: string; primary?: boolean; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClasses(primary ? 'accent' : 'secondary', 'lg')}>
      {children}
    </Link>
  );
}

/** The failure result every payment method shows: 'Payment Failed', why, the order id, the ways on and the support phone. */
export function PaymentFailed({ title, message, orderId, messageTestId = 'failure-message', announce = false, retry, links, children }: PaymentFailedProps) {
  const t = useT();
  const say = useSay();
  return (
    <PaymentResult
      icon={CircleX}
      tone="danger"
      title={title ?? t('payments.failedTitle')}
      details={[{ label: t('payments.detail.orderId'), value: orderId, testId: 'order-id' }]}
      withSupport
      actions={
        <>
          {retry ?? (
            <ResultLink to={paths.placeOrder} primary>
              {t('payments.tryAgain')}
            </ResultLink>
          )}
          {links}
        </>
      }
    >
      <p role={announce ? 'alert' : undefined} className="font-medium text-ink-900" data-testid={messageTestId}>
        {say(message)}
      </p>
      {children}
    </PaymentResult>
  );
}
