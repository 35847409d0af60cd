import { randomUUID } from 'node:crypto';
import type { Clock } from '../mpesa/clock.ts';

/**
 * KCB Buni's own OAuth tokens (a Daraja token is no good here, nor the other way round), living `ttlSeconds` on the
 * shared emulator clock so the admin clock can expire them.
 */
export function createTokenStore(clock: Clock, ttlSeconds: number) {
  const tokens = new Map<string, number>();
  return {
    issue(): string {
      const now = clock.now().getTime();
      for (const [token, expiresAt] of tokens) if (expiresAt <= now) tokens.delete(token);
      const token = randomUUID();
      tokens.set(token, now + ttlSeconds * 1000);
      return token;
    },
    isValid(token: string): boolean {
      const expiresAt = tokens.get(token);
      return expiresAt !== undefined && clock.now().getTime() < expiresAt;
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
