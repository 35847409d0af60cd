/**
 * The M-Pesa payment being watched: it arrives in navigation state and is kept in sessionStorage too, so a reload of
 * /mpesa-processing resumes polling (DESIGN §6). Cleared once the payment is paid or failed.
 */
export interface MpesaSession {
  mpesaRequestId: string;
  orderId: string;
  amount: number;
  phone: string;
  customerName: string;
}

const KEY = 'mitumba.mpesaSession';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A session from navigation state or storage; null without a request id. */
function toSession(value: unknown): MpesaSession | null {
  if (!value || typeof value !== 'object') return null;
  const given = value as Partial<Record<keyof MpesaSession, unknown>>;
  const mpesaRequestId = text(given.mpesaRequestId);
  if (!mpesaRequestId) return null;
  const amount = typeof given.amount === 'number' && Number.isFinite(given.amount) ? given.amount : 0;
  return { mpesaRequestId, orderId: text(given.orderId), amount, phone: text(given.phone), customerName: text(given.customerName) };
}

export function readMpesaSession(): MpesaSession | null {
  try {
    return toSession(JSON.parse(storage()?.getItem(KEY) ?? 'null'));
  } catch {
    return null;
  }
}

export function startMpesaSession(session: MpesaSession): void {
  storage()?.setItem(KEY, JSON.stringify(session));
}

export function clearMpesaSession(): void {
  storage()?.removeItem(KEY);
}

/**
 * The payment for this screen. Navigation state wins (it is stored, filling what it lacks, such as the amount after
 * 'Check Again', from a stored session of the same request); without state, the stored one.
 */
export function resolveMpesaSession(state: unknown): MpesaSession | null {
  const stored = readMpesaSession();
  const given = toSession(state);
  if (!given) return stored;
  const same = stored?.mpesaRequestId === given.mpesaRequestId ? stored : null;
  const session: MpesaSession = {
    mpesaRequestId: given.mpesaRequestId,
    orderId: given.orderId || same?.orderId || '',
    amount: given.amount || same?.amount || 0,
    phone: given.phone || same?.phone || '',
    customerName: given.customerName || same?.customerName || '',
  };
  startMpesaSession(session);
  return session;
}
