import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createI18n, LanguageProvider } from '@/i18n';
import { englishCatalog } from '@/i18n/english-catalog';
import { AppToaster } from '@/ui/toaster';

/** Renders real components with the app's providers, at `url`, either a single element or a route table. */
export function renderApp(content: ReactElement | RouteObject[], { url = '/', state }: { url?: string; state?: unknown } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const routes = Array.isArray(content) ? content : [{ path: '*', element: content }];
  const { pathname, search } = new URL(url, 'http://localhost');
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname, search, state }] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <LanguageProvider i18n={createI18n('en', englishCatalog)}>
        <RouterProvider router={router} />
        <AppToaster />
      </LanguageProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Stubs `fetch` at the network boundary: `respond` maps a request URL to a JSON body. */
export function jsonFetch(respond: (url: URL) => unknown) {
  return async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    return new Response(JSON.stringify(respond(url)), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
}

type Reply = { status: number; body: unknown } | unknown;
export type RouteHandler = (request: { url: URL; method: string; body: unknown; headers: Headers }) => Reply | Promise<Reply>;

const REPLY = Symbol('reply');

/** `reply(401, {...})`: an answer with a status for `routedFetch`; a plain value is a 200 JSON body. */
export const reply = (status: number, body: unknown) => ({ status, body, [REPLY]: true });

/**
 * Stubs `fetch` at the network boundary with handlers keyed 'METHOD /path'. Unknown routes answer 404, and every
 * request is recorded in `calls` for assertions.
 */
export function routedFetch(handlers: Record<string, RouteHandler>) {
  const calls: { method: string; url: URL; body: unknown; headers: Headers }[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? null);
    calls.push({ method, url, body, headers });
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = handler ? await handler({ url, method, body, headers }) : reply(404, { success: false, message: 'Not found' });
    const { status, body: json } =
      answer && typeof answer === 'object' && REPLY in answer ? (answer as unknown as { status: number; body: unknown }) : { status: 200, body: answer };
    return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, calls };
}
