import { REDEEM_MIN_POINTS } from '@mitumba/contracts/plain';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { useRedeemPoints } from '../api/wallet';
import { loyaltyPaths } from '../loyalty-paths';

/**
 * Redeem Points (spec 2 §2): with at least 100 points the whole balance becomes a coupon (/success with its code, or
 * /successfail with why); with fewer, the insufficient-points page at /redeem.
 */
export function useRedeemFlow() {
  const navigate = useNavigate();
  const redeem = useRedeemPoints();
  const start = (points: number) => {
    if (points < REDEEM_MIN_POINTS) return void navigate(loyaltyPaths.redeem);
    redeem.mutate(points, {
      onSuccess: (answer) => void navigate(loyaltyPaths.redeemSuccess, { state: { couponCode: answer.couponCode, discount: answer.coupon.discount } }),
      onError: (error) => void navigate(loyaltyPaths.redeemFail, { state: { message: isApiError(error) && error.status > 0 ? error.message : '' } }),
    });
  };
  return { start, isPending: redeem.isPending };
}
