import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/errors.ts';
import { minutesLeft, type Throttle, type ThrottlePolicy } from '../../lib/throttle.ts';
import { ROTATE_SECONDS, codeFor, windowEnds, windowOf } from './rotating-code.ts';
import type { SecurityCodesRepo } from './security-codes.repo.ts';

/** 5 wrong codes in 10 minutes lock that customer's code checks for 10 minutes: 100,000 codes cannot be walked. */
export const CODE_CHECK_POLICY: ThrottlePolicy = { maxFailures: 5, windowMs: 10 * 60_000, lockMs: 10 * 60_000 };

export type CashierLookup = () => Promise<{ id: string; name: string }[]>;

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Cash and cash-on-delivery orders need the code a cashier shows (spec 2 §5): 5 digits, a new one every 10 minutes,
 * one per cashier. Checks are rate-limited per customer and every check is recorded with the cashier and order.
 */
export function createSecurityCodesService(deps: { repo: SecurityCodesRepo; throttle: Throttle; secret: Uint8Array; cashiers: CashierLookup }) {
  const { repo, throttle, secret } = deps;

  return {
    current(cashierId: string, now = new Date()) {
      const window = windowOf(now);
      const expiresAt = windowEnds(window);
      return {
        code: codeFor(secret, cashierId, window),
        expiresAt: expiresAt.toISOString(),
        secondsLeft: Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
        rotatesEvery: ROTATE_SECONDS,
      };
    },

    /** Whether `code` is some cashier's current code; a wrong code counts against the customer. */
    async validate(userId: string, code: string, orderRef: string | null, now = new Date()): Promise<{ valid: boolean; cashierId: string | null }> {
      const key = `security-code:user:${userId}`;
      // The try is counted before the code is compared, in one statement: racing guesses get no extra tries.
      const tried = await throttle.take(key, CODE_CHECK_POLICY, now);
      if (!tried.allowed) {
        throw new AppError('THROTTLED', `Too many wrong security codes. Ask the cashier for the current code and try again in ${minutesLeft(tried.lockedMs)}.`);
      }
      const window = windowOf(now);
      const cashier = (await deps.cashiers()).find((candidate) => same(codeFor(secret, candidate.id, window), code));
      await repo.recordUse({ userId, cashierId: cashier?.id ?? null, orderRef, valid: Boolean(cashier) });
      if (cashier) {
        await throttle.forgive(key, CODE_CHECK_POLICY);
        return { valid: true, cashierId: cashier.id };
      }
      return { valid: false, cashierId: null };
    },
  };
}

export type SecurityCodesService = ReturnType<typeof createSecurityCodesService>;
