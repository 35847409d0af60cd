import { dehydrate, QueryClientProvider, type Query, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'preact-render-to-string';
import type { ReactNode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { DEFAULT_LANGUAGE, type Language } from '@mitumba/contracts/plain';
import { isServerRendered, routes } from './app/router';
import { createI18n, LanguageProvider, loadCatalog } from './i18n';
import { createQueryClient } from './lib/query-client';
import { setApiTransport } from './lib/api-client';
import { setMediaBase } from './lib/media-url';
import { serverImagePreloads, type ImagePreload } from './lib/server-head';
import { serverTitle } from './lib/use-document-title';

/** What the server sends for one page: the markup of #root, the page title and the state the client hydrates from. */
export type RenderedPage = { html: string; title: string; preloads: ImagePreload[]; status: number; state: string };

/** The pages a logged-out shopper sees the same way are rendered here; the others answer null (client-rendered). */
export type RenderPage = (url: URL, options?: { language?: Language }) => Promise<RenderedPage | null>;

const MAX_PASSES = 3;

/** Queries the render asked for that are enabled and have no data yet: the next round of fetches. */
function wanted(queryClient: QueryClient): Query[] {
  return queryClient.getQueryCache().getAll().filter((query) => {
    const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
    const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
    return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
  });
}

/**
 * Server-side rendering: `apiFetch` reaches the API through `send` (the server's own handler, no network), each
 * render pass collects the queries the page asks for, fetches them, and renders again until nothing new is asked
 * (a product page asks for its related items once the product is known). Only the last pass is sent.
 */
export function createPageRenderer(send: typeof fetch, options: { mediaPublicUrl?: string | null } = {}): RenderPage {
  setApiTransport(send);
  setMediaBase(options.mediaPublicUrl);
  const handler = createStaticHandler(routes);

  return async function renderPage(url, { language = DEFAULT_LANGUAGE } = {}) {
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return null; // No loaders redirect today; a redirect is the client's to follow.
    const deepest = context.matches.at(-1);
    if (!deepest || !isServerRendered(deepest.route)) return null;

    const queryClient = createQueryClient();
    // One i18n instance per page: renders of different shoppers interleave across the awaits below.
    const i18n = createI18n(language, await loadCatalog(language));
    const router = createStaticRouter(handler.dataRoutes, context);
    const app = (): ReactNode => (
      <QueryClientProvider client={queryClient}>
        <LanguageProvider i18n={i18n}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </LanguageProvider>
      </QueryClientProvider>
    );

    let html = '';
    let pageTitle: string | undefined;
    let preloads: ImagePreload[] = [];
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      serverTitle.current = undefined;
      serverImagePreloads.length = 0;
      html = renderToString(app() as never);
      const title = serverTitle.current;
      preloads = [...serverImagePreloads];
      pageTitle = title;
      const queries = wanted(queryClient);
      if (queries.length === 0) break;
      await Promise.allSettled(queries.map((query) => query.fetch()));
    }
    const state = { router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors }, queries: dehydrate(queryClient) };
    queryClient.clear();
    return { html, title: pageTitle ?? '', preloads, status: context.statusCode, state: JSON.stringify(state) };
  };
}
