import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFound } from './shell/not-found';
import { RootLayout, ShellFallback } from './shell/root-layout';
import { RouteError } from './shell/route-error';

const termsPage = () => import('@/features/static-pages/routes/terms-page');
const privacyPage = () => import('@/features/static-pages/routes/privacy-page');

/**
 * Every page is a lazy route module, so the first load of / carries only the shell and the home page.
 * Routes of later issues (login, cart, favourites, orders, profile, /Trending, checkout...) are not listed:
 * they fall through to the not-found view until their screens exist.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: ShellFallback,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: () => import('@/features/home/routes/home-page') },
          { path: 'collection', lazy: () => import('@/features/catalog/routes/collection-page') },
          { path: 'product/:productId', lazy: () => import('@/features/catalog/routes/product-page') },
          { path: 'about', lazy: () => import('@/features/static-pages/routes/about-page') },
          { path: 'contact', lazy: () => import('@/features/static-pages/routes/contact-page') },
          { path: 'return-policy', lazy: () => import('@/features/static-pages/routes/return-policy-page') },
          { path: 'terms', lazy: termsPage },
          { path: 'termsandcondition', lazy: termsPage },
          { path: 'privacy', lazy: privacyPage },
          { path: 'Privacy-policy', lazy: privacyPage },
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
