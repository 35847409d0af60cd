import { useNavigate } from 'react-router';
import { pesafluxPhone } from '@mitumba/contracts/mobile-money';
import { paths } from '@/lib/paths';
import { useInitiateHybrid } from '../api/initiate-hybrid';
import type { Placer } from './submission';

/** The hybrid: the mobile part prompted by PesaFlux (phone as 254…) or TinyPesa, the rest in cash with the cashier's code. */
export function usePlaceHybrid(): Placer {
  const navigate = useNavigate();
  const initiate = useInitiateHybrid();
  return async ({ hybrid, phone: typed, securityCode }, payload) => {
    const phone = hybrid.provider === 'pesaflux' ? pesafluxPhone(typed) : typed;
    const answer = await initiate.mutateAsync({
      userId: payload.userId,
      orderId: payload.orderId,
      items: payload.items ?? [],
      totalAmount: payload.amount,
      mobilePayment: { provider: hybrid.provider, amount: hybrid.mobileAmount, phone },
      cashPayment: { amount: hybrid.cashAmount, securityCode },
      address: payload.address,
      couponCode: payload.couponCode,
      discount: payload.discount,
      deliveryOptionId: payload.deliveryOptionId,
    });
    navigate(paths.hybridProcessing, {
      state: {
        orderId: answer.orderId, mobileRequestId: answer.mobileRequestId, provider: answer.provider,
        totalAmount: answer.totalAmount, mobileAmount: answer.mobileAmount, cashAmount: answer.cashAmount, phone,
      },
    });
  };
}
