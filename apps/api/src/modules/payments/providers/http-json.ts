/**
 * The one way the provider clients call a provider: a timed-out fetch whose body is read as JSON if it can be, and
 * the one split between a provider's refusal and no answer at all (docs/decisions/0027).
 */

/** How long a provider may take to answer before the call gives up (PAYMENTS_PROVIDER_TIMEOUT_MS overrides it). */
export const PROVIDER_TIMEOUT_MS = 15_000;

/** What every client takes besides its own settings: how long to wait for an answer. */
export type CallOptions = { timeoutMs?: number | undefined };

export type JsonReply = {
  status: number;
  /** The raw body (for the log). */
  text: string;
  /** The parsed body: `{}` for an empty one, `undefined` when it is not JSON (a proxy's page, a wrong base URL). */
  json: unknown;
};

/** A JSON object (not null, not an array): the only body shape the clients read fields from. */
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A provider call that got no answer saying anything about the request: no answer in time, no connection, a server
 * error (5xx) or a body that is not the provider's JSON (a proxy's HTML page). The request may or may not have
 * reached the provider, so it is never a refusal; its text is for the log, never for a customer.
 */
export class ProviderNoAnswer extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderNoAnswer';
  }
}

/** The start of a body for the log (an HTML page is long). */
const snippet = (text: string) => text.slice(0, 200);

/** Fetches `url` with the provider time-out; a network failure or time-out throws ProviderNoAnswer. */
export async function fetchJson(url: string, init: RequestInit = {}, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<JsonReply> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    return { status: response.status, text, json: parseOrUndefined(text) };
  } catch (error) {
    throw new ProviderNoAnswer(`No answer from ${new URL(url).host} within ${timeoutMs} ms: ${String(error)}`, { cause: error });
  }
}

/**
 * Calls a provider and answers its status and JSON object body when the answer is the provider's own word: a 2xx, a
 * 4xx with a JSON body, or a 5xx the provider documents as a refusal (`refusalIn5xx`, e.g. Daraja's
 * 500.001.1001 "Unable to lock subscriber"). Anything else (a time-out, no connection, any other 5xx, a body that is
 * not a JSON object) throws ProviderNoAnswer: the caller maps what it gets to a refusal, and nothing else is one.
 */
export async function callProvider(
  provider: string, url: string, init: RequestInit, options: CallOptions & { refusalIn5xx?: (body: Record<string, unknown>) => boolean } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const reply = await fetchJson(url, init, options.timeoutMs ?? PROVIDER_TIMEOUT_MS);
  const path = new URL(url).pathname;
  if (!isJsonObject(reply.json)) throw new ProviderNoAnswer(`${provider} ${path} answered HTTP ${reply.status} with no JSON object: ${snippet(reply.text)}`);
  if (reply.status >= 500 && !options.refusalIn5xx?.(reply.json)) {
    throw new ProviderNoAnswer(`${provider} ${path} answered HTTP ${reply.status}: ${snippet(reply.text)}`);
  }
  return { status: reply.status, body: reply.json };
}

function parseOrUndefined(text: string): unknown {
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
