/** The one way the provider clients call a provider: a timed-out fetch whose body is read as JSON if it can be. */

/** How long a provider may take to answer before the call fails as an outage. */
export const PROVIDER_TIMEOUT_MS = 15_000;

export type JsonReply = {
  status: number;
  /** The raw body (for error messages). */
  text: string;
  /** The parsed body: `{}` for an empty one, `undefined` when it is not JSON (a proxy's page, a wrong base URL). */
  json: unknown;
};

/** A JSON object (not null, not an array): the only body shape the clients read fields from. */
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Fetches `url` with the provider timeout; a network failure or timeout throws (an outage, never a refusal). */
export async function fetchJson(url: string, init: RequestInit = {}): Promise<JsonReply> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  const text = await response.text();
  return { status: response.status, text, json: parseOrUndefined(text) };
}

function parseOrUndefined(text: string): unknown {
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
