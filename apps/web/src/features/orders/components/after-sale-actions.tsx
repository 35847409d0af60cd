import { Link } from 'react-router';
import { cancellationState, earlyCancelState, feedbackOffered, type OrderView } from '@mitumba/contracts/plain';
import { useT } from '@/i18n';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/ui/button';
import { CancelOrderButton } from './cancel-order';

/**
 * Spec 2 §2, §4: 'Request Cancellation' within 7 days of delivery, then the request's state ('Cancellation Requested'
 * and 'Cancellation Expired' are disabled); 'Submit Feedback' once, for a delivered order. Before that, 'Cancel order'
 * while a paid (or deposit-paid) order has not been dispatched (decision 0036).
 */
export function AfterSaleActions({ order }: { order: OrderView }) {
  const t = useT();
  const cancellation = cancellationState(order);
  const feedback = feedbackOffered(order);
  const cancellable = earlyCancelState(order) === 'available';
  if (cancellation === 'not-delivered' && !feedback && !cancellable) return null;
  return (
    <>
      {cancellable ? <CancelOrderButton order={order} /> : null}
      {cancellation === 'available' ? (
        <Link to={paths.cancelOrder(order.orderId)} className={buttonClasses('secondary')}>
          {t('orders.afterSale.requestCancellation')}
        </Link>
      ) : null}
      {cancellation === 'requested' ? (
        <button type="button" disabled className={buttonClasses('secondary')}>
          {t('orders.afterSale.requested')}
        </button>
      ) : null}
      {cancellation === 'denied' ? (
        <span className="inline-flex min-h-11 items-center rounded-full bg-danger-50 px-5 text-sm font-semibold text-danger-700">{t('orders.afterSale.denied')}</span>
      ) : null}
      {cancellation === 'expired' ? (
        <button type="button" disabled className={buttonClasses('secondary')}>
          {t('orders.afterSale.expired')}
        </button>
      ) : null}
      {feedback ? (
        <Link to={paths.orderFeedback(order.orderId)} className={buttonClasses('highlight')}>
          {t('orders.afterSale.feedback')}
        </Link>
      ) : null}
    </>
  );
}
