import { vi } from 'vitest';
import { renderApp, routedFetch, type RouteHandler } from '@/test/render';
import { AdminApp } from './routes/admin-app';

export const profileAs = (role: string) => ({
  success: true,
  user: { _id: 'user-42', name: 'Achieng', phone: '+254700000001', email: 'admin@x.test', role, profilePicture: null, jbwallet: 0, lastUsedAddress: null },
});

/** The back office's routes as the app's router has them (layout, guard, pages), with the network stubbed at fetch. */
export function renderAdmin(url: string, handlers: Record<string, RouteHandler>, role = 'admin') {
  const stub = routedFetch({ 'GET /api/user/profile': () => profileAs(role), ...handlers });
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  const view = renderApp(
    [
      { path: '/admin/*', Component: AdminApp },
      { path: '/login', element: <p>login page</p> },
    ],
    { url },
  );
  return { ...view, stub };
}
