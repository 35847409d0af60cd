import { expireSession, getToken } from './session';

/** A failed call, carrying the server's `{ success: false, message }` text and the HTTP status (0: no response). */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed error body, for the extra fields some answers carry (e.g. `username`, `needsVerification`). */
  readonly body: unknown;
  constructor(message: string, status: number, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

type QueryValue = string | number | boolean | readonly string[] | null | undefined;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** JSON-encoded, except FormData (multipart uploads), which is sent as it is. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * false for the calls that start a session (login, signup, recovery): they never send the token, so a 401 there
   * is a wrong password, not an expired session.
   */
  auth?: boolean;
  /** Send the session token in this header too (the spec's Stripe verify call carries it as `token`). */
  tokenHeader?: string;
}

/** Builds `?a=1&b=x,y`, leaving out empty values so URLs (and cache keys) stay canonical. */
export function toQueryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** How requests leave: the browser's fetch, or the server's own handler while it renders a page (entry-server.tsx). */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(send: typeof fetch): void {
  transport = send;
}

/**
 * The one fetch wrapper: JSON in and out, bearer token when logged in, ApiError on any failure.
 * A 401 to a request that carried a token ends the session; a GET is then asked again as a visitor, so an
 * expired token never stops anyone browsing the catalogue.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return (await apiAnswer<T>(path, request)).body;
}

/** A success's body and HTTP status: a 202 (accepted, the shop still checking) tells what its words need not. */
export interface ApiAnswer<T> {
  status: number;
  body: T;
}

/** `apiFetch`, answering the status of a success too. */
export async function apiAnswer<T>(path: string, request: ApiRequest = {}): Promise<ApiAnswer<T>> {
  const token = request.auth === false ? null : getToken();
  try {
    return await send<T>(path, request, token);
  } catch (error) {
    if (!token || !isApiError(error, 401)) throw error;
    expireSession();
    if ((request.method ?? 'GET') !== 'GET') throw error;
    return send<T>(path, request, null);
  }
}

async function send<T>(path: string, request: ApiRequest, token: string | null): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (token && request.tokenHeader) headers[request.tokenHeader] = token;
  const multipart = request.body instanceof FormData;
  if (request.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await transport(`${path}${toQueryString(request.query)}`, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : multipart ? (request.body as FormData) : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Network error: please check your connection and try again.', 0);
  }

  const body = await readBody(response);
  const failed = !response.ok || (body as { success?: unknown } | null)?.success === false;
  if (failed) {
    throw new ApiError(messageOf(body) ?? `Request failed (${response.status})`, response.status, body);
  }
  return { status: response.status, body: body as T };
}
