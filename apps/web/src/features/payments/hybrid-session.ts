import { useEffect, useState } from 'react';
import { paymentMethodLabels } from '@mitumba/contracts/plain';
import { hybridMobileProviders, type HybridMobileProvider } from '@mitumba/contracts/mobile-money';
import { amountOf, storedSession, textOf } from './stored-session';

/** The hybrid payment /Hybrid-Processing watches: the mobile part's request and the split, kept for a reload. */
export interface HybridSession {
  orderId: string;
  mobileRequestId: string;
  provider: HybridMobileProvider;
  totalAmount: number;
  mobileAmount: number;
  cashAmount: number;
  phone: string;
}

const isProvider = (value: string): value is HybridMobileProvider => (hybridMobileProviders as readonly string[]).includes(value);

/** A session only with the three fields the screen cannot do without: order id, mobile request id and provider. */
function toHybridSession(value: unknown): HybridSession | null {
  if (!value || typeof value !== 'object') return null;
  const given = value as Record<string, unknown>;
  const orderId = textOf(given.orderId);
  const mobileRequestId = textOf(given.mobileRequestId);
  const provider = textOf(given.provider).toLowerCase();
  if (!orderId || !mobileRequestId || !isProvider(provider)) return null;
  return {
    orderId, mobileRequestId, provider,
    totalAmount: amountOf(given.totalAmount), mobileAmount: amountOf(given.mobileAmount), cashAmount: amountOf(given.cashAmount),
    phone: textOf(given.phone),
  };
}

export const hybridSession = storedSession('mitumba.hybridSession', toHybridSession, (a, b) => a.orderId === b.orderId);

/** 'pesaflux' → 'PesaFlux'; a name the server sends that is not a known method stays as it is. */
export function hybridProviderName(provider: string | null | undefined): string {
  if (!provider) return '';
  return paymentMethodLabels[provider.toLowerCase() as HybridMobileProvider] ?? provider;
}

/** How long the screen says it is loading the session before it gives up on finding one. */
export const HYBRID_SESSION_WAIT_MS = 2_000;

/**
 * The hybrid payment for /Hybrid-Processing: from navigation state, else sessionStorage. Without either the screen
 * shows it is loading, looks in storage once more after a moment, and then reports `missing`.
 */
export function useHybridSession(state: unknown): { session: HybridSession | null; missing: boolean } {
  const [session, setSession] = useState(() => hybridSession.resolve(state));
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (session) return;
    const timer = setTimeout(() => {
      const stored = hybridSession.read();
      if (stored) setSession(stored);
      else setMissing(true);
    }, HYBRID_SESSION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [session]);
  return { session, missing };
}
