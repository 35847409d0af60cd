/**
 * A payment a progress screen watches, kept in sessionStorage under `key` as well as arriving in navigation state,
 * so a reload of the screen resumes it (DESIGN §6). `parse` accepts a value only when it names its request id.
 */
export interface StoredSession<T> {
  read(): T | null;
  start(session: T): void;
  clear(): void;
  /** Navigation state wins (and is stored, filled in from a stored session of the same request); else the stored one. */
  resolve(state: unknown): T | null;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function storedSession<T extends object>(key: string, parse: (value: unknown) => T | null, sameRequest: (a: T, b: T) => boolean): StoredSession<T> {
  const read = (): T | null => {
    try {
      return parse(JSON.parse(storage()?.getItem(key) ?? 'null'));
    } catch {
      return null;
    }
  };
  const start = (session: T) => storage()?.setItem(key, JSON.stringify(session));
  return {
    read,
    start,
    clear: () => storage()?.removeItem(key),
    resolve(state) {
      const stored = read();
      const given = parse(state);
      if (!given) return stored;
      const filled = stored && sameRequest(stored, given) ? fillBlanks(given, stored) : given;
      start(filled);
      return filled;
    },
  };
}

/** `given` with its empty strings, zeros and missing fields taken from `stored`. */
function fillBlanks<T extends object>(given: T, stored: T): T {
  const merged: Record<string, unknown> = { ...(stored as Record<string, unknown>) };
  for (const [name, value] of Object.entries(given)) {
    if (value !== '' && value !== 0 && value !== undefined && value !== null) merged[name] = value;
  }
  return merged as T;
}

/** The session most prompt screens watch: their request id under `Id`, and the order id, amount, phone and name. */
export type RequestSession<Id extends string> = { [field in Id]: string } & { orderId: string; amount: number; phone: string; customerName: string };

/** A stored session of the usual shape under `key`, known by its request id `idField` (a value without one is no session). */
export function requestSession<Id extends string>(key: string, idField: Id): StoredSession<RequestSession<Id>> {
  const parse = (value: unknown): RequestSession<Id> | null => {
    if (!value || typeof value !== 'object') return null;
    const given = value as Record<string, unknown>;
    const requestId = textOf(given[idField]);
    if (!requestId) return null;
    const rest = { orderId: textOf(given.orderId), amount: amountOf(given.amount), phone: textOf(given.phone), customerName: textOf(given.customerName) };
    return { [idField]: requestId, ...rest } as RequestSession<Id>;
  };
  return storedSession(key, parse, (a, b) => a[idField] === b[idField]);
}

/** Reads a string field of an unknown value ('' when absent). */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
/** Reads a finite number field of an unknown value (0 when absent). */
export const amountOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
