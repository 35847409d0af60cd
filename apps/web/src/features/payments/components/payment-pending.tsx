import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { Button, buttonClasses } from '@/ui/button';
import { Hourglass } from '@/ui/icons';
import { PaymentResult } from './payment-result';
import { useT } from '@/i18n';

/**
 * A payment whose checks brought no answer in time (M-Pesa's pending screens): the order id, 'Check Again' (the same
 * payment watched once more) when it is still known, and the order.
 */
export function PaymentPending({ title, orderId, checkAgain, children }: {
  title: string; orderId: string; checkAgain?: (() => void) | undefined; children: ReactNode;
}) {
  const t = useT();
  return (
    <PaymentResult
      icon={Hourglass}
      tone="accent"
      title={title}
      details={[{ label: t('payments.detail.orderId'), value: orderId, testId: 'order-id' }]}
      withSupport
      actions={
        <>
          {checkAgain ? (
            <Button variant="accent" size="lg" onClick={checkAgain}>
              {t('payments.checkAgain')}
            </Button>
          ) : null}
          <Link to={orderId ? paths.order(orderId) : paths.orders} className={buttonClasses(checkAgain ? 'secondary' : 'accent', 'lg')}>
            {t(orderId ? 'payments.viewOrder' : 'payments.viewMyOrders')}
          </Link>
        </>
      }
    >
      {children}
    </PaymentResult>
  );
}
