import type { Page } from 'playwright-core';

/** A server's answer read on its way to the page. */
export type TappedAnswer = { status: number; body: string };

export type LastingRoutes = {
  /** The server's next answer to `path`, read on its way to the page and passed on unchanged. */
  nextAnswer(path: string): Promise<TappedAnswer>;
  /** Holds the page's requests to `path` until the returned function is called. */
  hold(path: string): () => void;
};

const routesOf = new WeakMap<Page, LastingRoutes>();

/**
 * Routes for `paths` set once on a page and kept for its whole life. Taking a route away (`unroute`, or a route's
 * `times` running out) while the page is sending requests leaves some of them unanswered for ever in Chromium: 12 of
 * 320 fetches sent during an unroute never ended, and a journey saw the order list or a screen's code never arrive.
 * A page's first call decides its paths.
 */
export async function lastingRoutes(page: Page, paths: readonly string[]): Promise<LastingRoutes> {
  const existing = routesOf.get(page);
  if (existing) return existing;
  const waiting = new Map<string, ((answer: TappedAnswer) => void)[]>();
  const gates = new Map<string, Promise<void>>();
  await page.route((url) => paths.includes(url.pathname), async (route) => {
    const path = new URL(route.request().url()).pathname;
    await gates.get(path);
    const answer = waiting.get(path)?.shift();
    if (!answer) return route.fallback();
    const response = await route.fetch();
    answer({ status: response.status(), body: await response.text() });
    await route.fulfill({ response });
  });
  const routes: LastingRoutes = {
    nextAnswer: (path) => new Promise((resolve) => waiting.set(path, [...(waiting.get(path) ?? []), resolve])),
    hold(path) {
      let release!: () => void;
      gates.set(path, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        gates.delete(path);
        release();
      };
    },
  };
  routesOf.set(page, routes);
  return routes;
}
