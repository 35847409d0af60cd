import { useLocation, useNavigate } from 'react-router';
import { MOBILE_MONEY_MESSAGES } from '@mitumba/contracts/mobile-money';
import { stateString } from '@/lib/navigation-state';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { PaymentFailed, ResultLink } from '../components/payment-failed';
import { tinypesaSession } from '../tinypesa-session';
import { useT } from '@/i18n';

/**
 * /Payment-Fail: why a TinyPesa payment failed (state { message, orderId }). "Try again" goes back to watching the
 * payment when one is still stored (after a time-out), else reloads the page; "Back to checkout" goes to /checkout.
 */
export function PaymentFailPage() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const t = useT();

  const tryAgain = () => {
    const stored = tinypesaSession.read();
    if (stored) navigate(paths.tinypesaProcessing, { replace: true, state: stored });
    else window.location.reload();
  };

  return (
    <PaymentFailed
      message={stateString(state, 'message') || MOBILE_MONEY_MESSAGES.paymentFailed}
      orderId={stateString(state, 'orderId')}
      retry={
        <Button type="button" variant="accent" size="lg" onClick={tryAgain}>
          {t('payments.tryAgainLower')}
        </Button>
      }
      links={<ResultLink to={paths.checkout}>{t('payments.backToCheckout')}</ResultLink>}
    />
  );
}

export { PaymentFailPage as Component };
