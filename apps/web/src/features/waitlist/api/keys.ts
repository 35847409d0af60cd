import { stockKey } from '@mitumba/contracts/plain';

/** Query and mutation keys of the waitlist. */
export const waitlistKeys = {
  all: ['waitlist'] as const,
  checks: () => [...waitlistKeys.all, 'check'] as const,
  check: (userId: string, productId: string, weight: string) => [...waitlistKeys.checks(), userId, productId, stockKey(weight)] as const,
  list: (userId: string) => [...waitlistKeys.all, 'list', userId] as const,
  join: () => [...waitlistKeys.all, 'join'] as const,
  remove: () => [...waitlistKeys.all, 'remove'] as const,
};
