import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { cartKeys } from '@/features/cart';
import { paths } from '@/lib/paths';
import { CircleAlert, Hourglass } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';
import { verifyStripe, type StripeReturn } from '../api/verify-stripe';
import { ResultLink } from '../components/payment-failed';
import { useT } from '@/i18n';

function stripeReturnOf(search: string): StripeReturn | null {
  const query = new URLSearchParams(search);
  const orderId = query.get('orderId') ?? '';
  return orderId ? { success: query.get('success') ?? '', orderId, sessionId: query.get('session_id') ?? '' } : null;
}

/**
 * /verify, Stripe Checkout's return (success_url and cancel_url: `?success=…&orderId=…&session_id=…`). The server
 * verifies the session with Stripe; the `success` flag in the URL decides nothing. Paid: /orders; not paid (or no
 * order to verify): /cart; a verification that could not be made shows its message.
 */
export function StripeReturnPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useT();
  const stripeReturn = useMemo(() => stripeReturnOf(search), [search]);
  const verification = useQuery({
    queryKey: ['payments', 'verify-stripe', stripeReturn],
    queryFn: () => verifyStripe(stripeReturn as StripeReturn),
    enabled: stripeReturn !== null,
    retry: false,
    gcTime: 0,
  });
  const answer = verification.data;

  useEffect(() => {
    if (!stripeReturn) {
      navigate(paths.cart, { replace: true });
      return;
    }
    if (!answer) return;
    const paid = answer.success && answer.paymentStatus === 'paid';
    // The server emptied the cart when the payment came in.
    if (paid) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    navigate(paid ? paths.orders : paths.cart, { replace: true });
  }, [stripeReturn, answer, navigate, queryClient]);

  if (verification.isError) {
    return (
      <StatusView icon={CircleAlert} tone="danger" title={t('payments.stripe.failedTitle')} actions={<ResultLink to={paths.orders} primary>{t('payments.viewMyOrders')}</ResultLink>}>
        <p role="alert">{verification.error.message}</p>
      </StatusView>
    );
  }
  return (
    <StatusView icon={Hourglass} title={t('payments.stripe.verifying')}>
      <p role="status">{t('payments.stripe.wait')}</p>
    </StatusView>
  );
}

export { StripeReturnPage as Component };
