import { useState } from 'react';
import { storedSession } from '@/features/payments';

/** Any object with an order id: what a deposit result page was told. */
export type ResultState = Record<string, unknown> & { orderId: string };

function toResultState(value: unknown): ResultState | null {
  if (!value || typeof value !== 'object') return null;
  const given = value as Record<string, unknown>;
  return typeof given.orderId === 'string' && given.orderId ? (given as ResultState) : null;
}

/**
 * A deposit result page's navigation state, kept in sessionStorage under `key` so a reload shows the same result
 * (DESIGN §6). Navigation state wins; without it, the stored one; null when neither names an order.
 */
export function useRememberedState(key: string, state: unknown): ResultState | null {
  const [resolved] = useState(() => storedSession(key, toResultState, (a, b) => a.orderId === b.orderId).resolve(state));
  return resolved;
}
