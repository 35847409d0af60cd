import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DEPOSIT_MESSAGES } from '@mitumba/contracts/deposits';
import { cartKeys } from '@/features/cart';
import { usePlaceDepositOrder } from '../api/place-deposit';
import { depositNextScreen, depositPlacementId, depositPromptPhone } from './deposit-screens';
import { customerNameOf, type Placer } from './submission';

/**
 * A deposit: places the order with the deposit through the sub-method's call, then goes to its screen: a prompt's
 * progress screen, Paystack's, or /Deposit-Successly for cash (paid at once) and bank (the transfer to make).
 */
export function usePlaceDeposit(): Placer {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const place = usePlaceDepositOrder();
  return async (submission, payload) => {
    const deposit = submission.deposit;
    if (!deposit) throw new Error(DEPOSIT_MESSAGES.unsupportedMethod);
    const { method, amount } = deposit;
    const phone = depositPromptPhone(method, submission.phone);
    const answer = await place.mutateAsync({
      ...payload,
      orderId: depositPlacementId(payload.orderId ?? '', method),
      depositAmount: amount,
      depositPaymentMethod: method,
      ...(phone ? { phone } : {}),
      ...(method === 'mpesa' ? { mpesaPhone: phone } : {}),
      ...(method === 'cash' ? { securityCode: submission.securityCode } : {}),
      ...(method === 'paystack' ? { email: submission.address.email } : {}),
    });
    const data = answer.data ?? answer;
    if (!data.orderId) throw new Error(DEPOSIT_MESSAGES.creationFailed);
    // A paid deposit lets the cart go on the server (cash at once; the others once their screen sees it paid).
    if (data.paymentStatus === 'paid') void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    const next = depositNextScreen(method, data, { phone, customerName: customerNameOf(submission.address) });
    navigate(next.path, { state: next.state });
  };
}
