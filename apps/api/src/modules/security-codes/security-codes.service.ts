import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { minutesLeft, type Throttle, type ThrottlePolicy } from '../../lib/throttle.ts';
import { ROTATE_SECONDS, codeFor, inGrace, windowEnds, windowOf } from './rotating-code.ts';
import { createSecurityCodesRepo, type SecurityCodesRepo } from './security-codes.repo.ts';

/** 5 wrong codes in 10 minutes lock that customer's code checks for 10 minutes: 100,000 codes cannot be walked. */
export const CODE_CHECK_POLICY: ThrottlePolicy = { maxFailures: 5, windowMs: 10 * 60_000, lockMs: 10 * 60_000 };
export const INVALID_CODE_MESSAGE = 'Invalid security code';
/**
 * A shop-wide budget of wrong codes (issue 25): the per-customer limit alone lets guessing grow with the number of
 * accounts. 50 wrong codes anywhere in 10 minutes (one code window) pause every code check for 15 minutes, and the
 * back office's dashboard says so.
 */
export const SHOP_CODE_POLICY: ThrottlePolicy = { maxFailures: 50, windowMs: 10 * 60_000, lockMs: 15 * 60_000 };
const SHOP_KEY = 'security-code:shop';

export type CashierLookup = () => Promise<{ id: string; name: string }[]>;

/** A matched code: whose it is and which one, so the placement that uses it can retire exactly that code. */
export type CodeUse = { cashierId: string; window: number; generation: number };

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Cash and cash-on-delivery orders need the code a cashier shows (spec 2 §5): 5 digits, a new one every 10 minutes,
 * one per cashier, and good for one placement: the placement's transaction retires it (`retire`) and the cashier's
 * screen shows the next one. Checks are rate-limited per customer and every check is recorded with the cashier and order.
 */
export function createSecurityCodesService(deps: { repo: SecurityCodesRepo; throttle: Throttle; secret: Uint8Array; cashiers: CashierLookup }) {
  const { repo, throttle, secret } = deps;

  /** The code of `window` that `code` is, among these cashiers' (at their generation of that window), if any. */
  const matching = (code: string, cashierIds: string[], window: number, generations: Map<string, number>): CodeUse | null => {
    const cashierId = cashierIds.find((candidate) => same(codeFor(secret, candidate, window, generations.get(candidate) ?? 0), code));
    return cashierId ? { cashierId, window, generation: generations.get(cashierId) ?? 0 } : null;
  };

  return {
    async current(cashierId: string, now = new Date()) {
      const window = windowOf(now);
      const generation = (await repo.generations([cashierId], window)).get(cashierId) ?? 0;
      const expiresAt = windowEnds(window);
      return {
        code: codeFor(secret, cashierId, window, generation),
        expiresAt: expiresAt.toISOString(),
        secondsLeft: Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
        rotatesEvery: ROTATE_SECONDS,
      };
    },

    /**
     * Whether `code` is some active cashier's current code; a wrong code counts against the customer. Retires
     * nothing: the checkout screen checks the code before the customer places the order.
     */
    async validate(userId: string, code: string, orderRef: string | null, now = new Date()): Promise<{ valid: boolean; cashierId: string | null; use: CodeUse | null }> {
      const key = `security-code:user:${userId}`;
      // The try is counted before the code is compared, in one statement: racing guesses get no extra tries.
      const tried = await throttle.take(key, CODE_CHECK_POLICY, now);
      if (!tried.allowed) {
        throw new AppError('THROTTLED', `Too many wrong security codes. Ask the cashier for the current code and try again in ${minutesLeft(tried.lockedMs)}.`);
      }
      const shop = await throttle.take(SHOP_KEY, SHOP_CODE_POLICY, now);
      if (!shop.allowed) {
        await throttle.forgive(key, CODE_CHECK_POLICY);
        throw new AppError('THROTTLED', `Security codes are paused after too many wrong tries at the shop. Please try again in ${minutesLeft(shop.lockedMs)}.`);
      }
      const window = windowOf(now);
      const cashierIds = (await deps.cashiers()).map((cashier) => cashier.id);
      const current = await repo.generations(cashierIds, window);
      let use = matching(code, cashierIds, window, current);
      // Read just before the code changed: the window before's code is still taken for a while, from cashiers who
      // have not used a code of this window since (theirs has moved on).
      if (!use && inGrace(now)) {
        const untouched = cashierIds.filter((cashierId) => !current.has(cashierId));
        use = matching(code, untouched, window - 1, await repo.generations(untouched, window - 1));
      }
      await repo.recordUse({ userId, cashierId: use?.cashierId ?? null, orderRef, valid: Boolean(use) });
      if (!use) return { valid: false, cashierId: null, use: null };
      await Promise.all([throttle.forgive(key, CODE_CHECK_POLICY), throttle.forgive(SHOP_KEY, SHOP_CODE_POLICY)]);
      return { valid: true, cashierId: use.cashierId, use };
    },

    /** How long code checks stay paused shop-wide (0: they are not): the dashboard's alert. */
    pausedMs: (now = new Date()) => throttle.lockedMs(SHOP_KEY, now),

    /**
     * Uses the code up inside the placement's transaction: one conditional statement, so of two placements racing
     * with the same code exactly one retires it; the other is refused and its transaction takes nothing.
     */
    async retire(tx: Db, use: CodeUse, now = new Date()): Promise<void> {
      if (!(await createSecurityCodesRepo(tx).retire(use.cashierId, use.window, use.generation, now))) {
        throw new AppError('BUSINESS_RULE', INVALID_CODE_MESSAGE);
      }
    },
  };
}

export type SecurityCodesService = ReturnType<typeof createSecurityCodesService>;
