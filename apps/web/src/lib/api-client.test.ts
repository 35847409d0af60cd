import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, ApiError } from './api-client';
import { onSessionExpired } from './session';

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends the bearer token and builds a canonical query string', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    const fetchMock = vi.fn(async () => jsonResponse(200, { success: true }));
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch('/api/product/list', { query: { page: 1, search: '', category: ['Men', 'Kids'], labels: [] } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/product/list?page=1&category=Men%2CKids');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc.def.ghi');
  });

  it("throws an ApiError with the server's message and status", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(404, { success: false, message: 'Product not found' })));
    const error = await apiFetch('/api/product/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Product not found', status: 404 });
  });

  it('ends a refused session once and asks a GET again as a visitor', async () => {
    localStorage.setItem('token', 'expired.token.here');
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) =>
      (init.headers as Record<string, string>).Authorization
        ? jsonResponse(401, { success: false, message: 'Session expired – please log in again.' })
        : jsonResponse(200, { success: true, products: [] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('/api/product/list')).resolves.toEqual({ success: true, products: [] });
    expect(localStorage.getItem('token')).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('apiFetch for session-starting and upload calls', () => {
  it('sends no token with auth: false, and a 401 there does not end the session', async () => {
    localStorage.setItem('token', 'still.valid.token');
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    const fetchMock = vi.fn(async () => jsonResponse(401, { success: false, message: 'Invalid email or password' }));
    vi.stubGlobal('fetch', fetchMock);
    const error = await apiFetch('/api/user/login', { method: 'POST', body: {}, auth: false }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401, message: 'Invalid email or password' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(localStorage.getItem('token')).toBe('still.valid.token');
    expect(expired).not.toHaveBeenCalled();
    stop();
  });

  it('sends FormData as it is (the browser sets the multipart boundary) and keeps extra error fields', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(403, { success: false, message: 'Suspended', username: 'Wanjiku' }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('name', 'Wanjiku');
    const error = await apiFetch('/api/user/update-profile', { method: 'PUT', body: form }).catch((caught: unknown) => caught);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect((error as ApiError).body).toEqual({ success: false, message: 'Suspended', username: 'Wanjiku' });
  });
});
