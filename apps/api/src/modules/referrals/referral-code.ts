import { randomInt } from 'node:crypto';
import { REFERRAL_CODE_LENGTH } from '@mitumba/contracts';

/**
 * A fresh referral code: 8 random digits, the first never 0 (so it never reads as a phone). Ninety million codes:
 * guessing one only lets a stranger name someone else as their referrer, which earns the guesser nothing.
 */
export function newReferralCode(): string {
  return String(randomInt(10 ** (REFERRAL_CODE_LENGTH - 1), 10 ** REFERRAL_CODE_LENGTH));
}
