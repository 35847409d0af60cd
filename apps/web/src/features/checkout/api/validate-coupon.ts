import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { checkoutKeys } from './keys';

export interface CouponValidation {
  success: true;
  /** The percent, or the Ksh amount, the coupon is worth. */
  discount: number;
  type: 'percentage' | 'fixed';
  message: string;
  /** Ksh off this customer's cart as it is now. */
  amountOff: number;
  coupon: { _id: string; code: string };
}

/** POST /api/coupon/validate: checks a code against the customer's cart (window, uses, minimum, personal coupons). */
export function postValidateCoupon(body: { code: string; userId: string }): Promise<CouponValidation> {
  return apiFetch<CouponValidation>('/api/coupon/validate', { method: 'POST', body });
}

export function useValidateCoupon() {
  const session = useSession();
  return useMutation({
    mutationKey: checkoutKeys.validateCoupon(),
    mutationFn: (code: string) => postValidateCoupon({ code, userId: session?.userId ?? '' }),
  });
}
