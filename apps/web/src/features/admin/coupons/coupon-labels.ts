import { formatCardPrice } from '@mitumba/contracts/plain';
import type { AdminCouponRow } from '@mitumba/contracts';

export const couponStateLabels: Record<AdminCouponRow['state'], string> = { active: 'Active', scheduled: 'Scheduled', expired: 'Ended', 'used-up': 'Used up' };
export const couponStateStyles: Record<AdminCouponRow['state'], string> = {
  active: 'bg-success-50 text-success-700', scheduled: 'bg-accent-100 text-ink-900', expired: 'bg-ink-100 text-ink-700', 'used-up': 'bg-brand-50 text-brand-800',
};

/** "10%" or "Ksh 200". */
export const formatDiscount = (coupon: Pick<AdminCouponRow, 'type' | 'discount'>) =>
  coupon.type === 'percentage' ? `${coupon.discount}%` : formatCardPrice(coupon.discount);

/** "3 / 10", or "3 / no limit". */
export const formatUses = (coupon: Pick<AdminCouponRow, 'uses' | 'maxUses'>) => `${coupon.uses} / ${coupon.maxUses ?? 'no limit'}`;

/** A coupon that can still be used (now or later) can be disabled. */
export const canDisable = (coupon: AdminCouponRow) => coupon.state !== 'expired';
