import type { RateLimitCounter } from '../../http/rate-limit-store.ts';
import { AppError } from '../../lib/errors.ts';
import { minutesLeft } from '../../lib/throttle.ts';

const MINUTE = 60_000;
/** Payment prompts (M-Pesa and the aggregators) a phone may receive, and a customer may send, in 15 minutes. */
export const PROMPT_LIMITS = { perPhone: { max: 10, windowMs: 15 * MINUTE }, perCustomer: { max: 15, windowMs: 15 * MINUTE } } as const;

/**
 * Counts a new payment prompt against the phone it goes to and the customer who asks (issue 25): no one can bomb a
 * stranger's phone with PIN prompts, nor send them in a loop. Counted in PostgreSQL (one upsert each, every instance
 * shares the counts) before anything is written; a repeated submit of the same order sends no prompt and is not counted.
 */
export function createPromptLimits(counter: RateLimitCounter) {
  return async function countPrompt(userId: string, phone: string): Promise<void> {
    const checks = [
      { key: `prompt:phone:${phone}`, limit: PROMPT_LIMITS.perPhone, who: 'this phone number' },
      { key: `prompt:user:${userId}`, limit: PROMPT_LIMITS.perCustomer, who: 'your account' },
    ];
    for (const { key, limit, who } of checks) {
      const { current, ttl } = await counter.hit(key, limit.windowMs);
      if (current > limit.max) throw new AppError('THROTTLED', `Too many payment requests for ${who}. Please try again in ${minutesLeft(ttl)}.`);
    }
  };
}

export type CountPrompt = ReturnType<typeof createPromptLimits>;
