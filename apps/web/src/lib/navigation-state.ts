/**
 * Screens receive their data through navigation state (spec 2 §2), which is whatever the previous screen (or a
 * stale history entry) put there: read it field by field, never trusting its shape.
 */
function field(state: unknown, key: string): unknown {
  return state && typeof state === 'object' ? (state as Record<string, unknown>)[key] : undefined;
}

export function stateString(state: unknown, key: string): string {
  const value = field(state, key);
  return typeof value === 'string' ? value : '';
}

export function stateNumber(state: unknown, key: string): number | null {
  const value = field(state, key);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** An object in state, for the caller to read further (e.g. an order the server sent). */
export function stateObject<T extends object>(state: unknown, key: string): T | null {
  const value = field(state, key);
  return value && typeof value === 'object' ? (value as T) : null;
}
