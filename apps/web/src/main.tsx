import { hydrate as hydrateQueries, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { catalogPartLoader, createI18n, loadCatalogPart, pageLanguage } from './i18n';
import { createAppRouter } from './app/router';
import { StartLoader } from './app/shell/start-loader';
import { createQueryClient } from './lib/query-client';
import { HydratedMarker, markHydrated } from './lib/use-hydrated';
import { bootOfflineSupport } from './pwa/boot';
import { hydrateInPieces, nextTask } from './platform/hydrate-later';

/** What the server rendered the page from (web.routes.ts writes it as a JSON data block, allowed by our CSP). */
type ServerState = { router: HydrationState; queries: DehydratedState };

function readServerState(): ServerState | null {
  const block = document.getElementById('server-state');
  return block?.textContent ? (JSON.parse(block.textContent) as ServerState) : null;
}

async function start() {
  // Evaluating this module and its imports is one task; starting the app is the next.
  await nextTask();
  bootOfflineSupport();
  const serverState = readServerState();
  const queryClient = createQueryClient();
  if (serverState) hydrateQueries(queryClient, serverState.queries);
  await nextTask();
  // The page's language and its catalog before the first render: hydration must match the server's words.
  // The rest of its messages are fetched with the first page that needs them: every page but home waits for them
  // with its route module (router.tsx), the static pages for their own part too. Home never fetches them: they would
  // be 13.5 KiB more of the first load (the budget counts every script the page loads).
  const language = pageLanguage();
  const i18nReady = loadCatalogPart(language, 'first').then((first) => createI18n(language, first));
  const messages = catalogPartLoader(language, i18nReady);
  const [router, i18n] = await Promise.all([createAppRouter(serverState?.router, messages), i18nReady]);
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
        <StartLoader />
        <HydratedMarker />
      </Providers>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  if (serverState) {
    // A task of its own, and the page's sections each in one after it (platform/hydrate-later.tsx).
    await nextTask();
    await hydrateInPieces(() => hydrateRoot(root, app));
  } else {
    createRoot(root).render(app);
  }
  markHydrated();
}

void start();
