import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { Button, buttonClasses } from '@/ui/button';
import { Hourglass } from '@/ui/icons';
import { PaymentResult } from './payment-result';

/**
 * A payment whose checks brought no answer in time (M-Pesa's pending screens): the order id, 'Check Again' (the same
 * payment watched once more) when it is still known, and the order.
 */
export function PaymentPending({ title, orderId, checkAgain, children }: {
  title: string; orderId: string; checkAgain?: (() => void) | undefined; children: ReactNode;
}) {
  return (
    <PaymentResult
      icon={Hourglass}
      tone="accent"
      title={title}
      details={[{ label: 'Order ID', value: orderId, testId: 'order-id' }]}
      withSupport
      actions={
        <>
          {checkAgain ? (
            <Button variant="accent" size="lg" onClick={checkAgain}>
              Check Again
            </Button>
          ) : null}
          <Link to={orderId ? paths.order(orderId) : paths.orders} className={buttonClasses(checkAgain ? 'secondary' : 'accent', 'lg')}>
            {orderId ? 'View Order' : 'View My Orders'}
          </Link>
        </>
      }
    >
      {children}
    </PaymentResult>
  );
}
