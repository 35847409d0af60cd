import { act } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { renderApp, routedFetch, type RouteHandler } from '@/test/render';

/** Lets `ms` of fake time pass, running the polls (and their fetches) that fall due. */
export const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Fake timers and Date in each test of the file (the screens poll and count down), and the real ones and fetch after. */
export function fakeTimersInEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** Where a screen leads: shows the path, so a test sees it arrived. */
export function Probe() {
  const { pathname } = useLocation();
  return <p data-testid="probe">{pathname}</p>;
}

/**
 * Signs in, answers `GET {statusPath}` with `statusHandler` through a stubbed fetch, and renders `routes` at `url`
 * with `state`. `statusCalls()` lists the status checks made so far.
 */
export function renderStatusScreen(
  statusPath: string,
  statusHandler: RouteHandler,
  routes: RouteObject[],
  { url, state }: { url: string; state?: unknown },
) {
  const token = signIn();
  const stub = routedFetch({ [`GET ${statusPath}`]: statusHandler });
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  const view = renderApp(routes, { url, state });
  const statusCalls = () => stub.calls.filter((call) => call.url.pathname === statusPath);
  return { ...stub, ...view, statusCalls, token };
}
