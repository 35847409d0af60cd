/**
 * Referrals (spec 2 §3 Referral, §9): plain rules shared by the server and the web (no zod).
 * A referral code is digits only, so the signup's referral field (spec 1: digits only) carries a code or a phone;
 * its 8 digits never read as a phone (10 digits from 0, or 12 from 254). See docs/decisions/0022-referrals.md.
 */
export const REFERRAL_AWARD_POINTS = 500;
export const REFERRAL_CODE_LENGTH = 8;
export const REFERRAL_MESSAGES = { linkError: 'Error fetching referral link' } as const;

export type ReferralStatusLabel = 'Awarded' | 'Pending';

/** True when the referral field holds a referral code rather than a phone. */
export function isReferralCode(value: string): boolean {
  return new RegExp(`^[1-9]\\d{${REFERRAL_CODE_LENGTH - 1}}$`).test(value);
}

/** The signup link of a referral code, on the shop's public address: /login?ref={code} opens signup prefilled. */
export function referralLinkOf(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/login?ref=${encodeURIComponent(code)}`;
}
