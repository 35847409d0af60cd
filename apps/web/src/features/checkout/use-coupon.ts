import { useState } from 'react';
import { toast } from '@/ui/toaster';
import { CHECKOUT_MESSAGES } from '@mitumba/contracts/plain';
import { useValidateCoupon } from './api/validate-coupon';
import { failureMessage } from './failure-message';
import type { AppliedCoupon } from './order-payload';
import { useSay } from '@/features/payments/message-words';

export interface CouponState {
  /** 'I have a coupon' is ticked. */
  wanted: boolean;
  setWanted: (wanted: boolean) => void;
  code: string;
  setCode: (code: string) => void;
  applied: AppliedCoupon | null;
  applying: boolean;
  apply: () => void;
  remove: () => void;
  /** The message that blocks placing the order, if any: coupon mode on without a code. */
  problem: () => string | null;
}

/** One coupon at a time, validated by the server against this cart, removable (spec 2 §4, §5). */
export function useCoupon(): CouponState {
  const [wanted, setWantedState] = useState(false);
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const validate = useValidateCoupon();
  const say = useSay();

  const remove = () => {
    setApplied(null);
    setCode('');
  };

  const apply = () => {
    if (validate.isPending) return;
    if (applied) {
      toast.error(say(CHECKOUT_MESSAGES.couponTwice));
      return;
    }
    const typed = code.trim();
    if (!typed) {
      toast.error(say(CHECKOUT_MESSAGES.couponMissing));
      return;
    }
    validate.mutate(typed, {
      onSuccess: (answer) => {
        setApplied({ code: answer.coupon?.code ?? typed, amountOff: answer.amountOff });
        toast.success(say(answer.message || 'Coupon applied'));
      },
      onError: (error) => {
        const message = failureMessage(error, CHECKOUT_MESSAGES.couponFailed);
        if (message) toast.error(say(message));
      },
    });
  };

  return {
    wanted,
    setWanted: (next) => {
      setWantedState(next);
      if (!next) remove();
    },
    code,
    setCode,
    applied,
    applying: validate.isPending,
    apply,
    remove,
    problem: () => (wanted && !applied && !code.trim() ? CHECKOUT_MESSAGES.couponMissing : null),
  };
}
