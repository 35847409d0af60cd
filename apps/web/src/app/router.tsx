import { createBrowserRouter, matchRoutes, redirect, type HydrationState, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import type { CatalogPartLoader } from '@/i18n';
import { NotFound } from './shell/not-found';
import { RootLayout, ShellFallback } from './shell/root-layout';
import { RouteError } from './shell/route-error';
import { nextTask } from '@/platform/hydrate-later';

/**
 * Pages a visitor and a customer first see alike (home, collection, product, static pages): the server renders them
 * with their data (entry-server.tsx). Logged-in and back-office screens stay client-rendered.
 */
const serverRendered = { serverRendered: true } as const;
/** A static page: server-rendered, and its long bodies come in a catalog part of their own (decision 0046). */
const staticPage = { serverRendered: true, catalogPart: 'static' } as const;

export function isServerRendered(route: { handle?: unknown }): boolean {
  return (route.handle as { serverRendered?: boolean } | undefined)?.serverRendered === true;
}

const termsPage = () => import('@/features/static-pages/routes/terms-page');
const privacyPage = () => import('@/features/static-pages/routes/privacy-page');
const loginPage = () => import('@/features/auth/routes/login-page');

/** The account screens of spec 1 §2 (login, signup, e-mail code, lockout, recovery) and /profile (spec 2). */
const accountRoutes: RouteObject[] = [
  { path: 'login', lazy: loginPage },
  { path: 'forgotpassword', lazy: loginPage },
  { path: 'loginsuccess', lazy: () => import('@/features/auth/routes/login-success-page') },
  { path: 'otpverify', lazy: () => import('@/features/auth/routes/otp-verify-page') },
  { path: 'otpverifysuccess', lazy: () => import('@/features/auth/routes/otp-verify-success-page') },
  { path: 'remaining-attempts', lazy: () => import('@/features/auth/routes/remaining-attempts-page') },
  { path: 'time-count-down', lazy: () => import('@/features/auth/routes/time-count-down-page') },
  { path: 'account-suspended', lazy: () => import('@/features/auth/routes/account-suspended-page') },
  { path: 'forgot-password-success', lazy: () => import('@/features/auth/routes/forgot-password-success-page') },
  { path: 'resetpassword/:resetToken', lazy: () => import('@/features/auth/routes/reset-password-page') },
  { path: 'profile', lazy: () => import('@/features/account/routes/profile-page') },
  { path: 'cashier', lazy: () => import('@/features/cashier/routes/cashier-page') },
];

/** Checkout (spec 2 §2) and the payment-progress screens (mobile money, Paystack, Stripe's return). */
const checkoutRoutes: RouteObject[] = [
  { path: 'place-order', lazy: () => import('@/features/checkout/routes/place-order-page') },
  { path: 'place-order-admin', lazy: () => import('@/features/checkout/routes/place-order-admin-page') },
  { path: 'ordersuccess', lazy: () => import('@/features/checkout/routes/order-success-page') },
  { path: 'placeorderfail', lazy: () => import('@/features/checkout/routes/place-order-fail-page') },
  { path: 'mpesa-processing', lazy: () => import('@/features/payments/routes/mpesa-processing-page') },
  { path: 'mpesa-success', lazy: () => import('@/features/payments/routes/mpesa-success-page') },
  { path: 'mpesa-fail', lazy: () => import('@/features/payments/routes/mpesa-fail-page') },
  { path: 'mpesa-pending', lazy: () => import('@/features/payments/routes/mpesa-pending-page') },
  { path: 'lipia-processing', lazy: () => import('@/features/payments/routes/lipia-processing-page') },
  { path: 'lipia-success', lazy: () => import('@/features/payments/routes/lipia-success-page') },
  { path: 'lipia-fail', lazy: () => import('@/features/payments/routes/lipia-fail-page') },
  { path: 'Tinypesa-Processing', lazy: () => import('@/features/payments/routes/tinypesa-processing-page') },
  { path: 'Payment-Fail', lazy: () => import('@/features/payments/routes/payment-fail-page') },
  { path: 'Payment-Success', lazy: () => import('@/features/payments/routes/payment-success-page') },
  // The spec's other names for the checkout (navigation targets of /Payment-Fail and Paystack's Try Again).
  { path: 'checkout', loader: () => redirect('/place-order') },
  { path: 'placeorder', loader: () => redirect('/place-order') },
  { path: 'Pesa-Flux-Processing', lazy: () => import('@/features/payments/routes/pesaflux-processing-page') },
  { path: 'Kcb-Processing', lazy: () => import('@/features/payments/routes/kcb-processing-page') },
  { path: 'orderfailed', lazy: () => import('@/features/payments/routes/order-failed-page') },
  { path: 'Hybrid-Processing', lazy: () => import('@/features/payments/routes/hybrid-processing-page') },
  { path: 'Hybrid-Success', lazy: () => import('@/features/payments/routes/hybrid-success-page') },
  { path: 'Hybrid-Fail', lazy: () => import('@/features/payments/routes/hybrid-fail-page') },
  { path: 'Paystack-Processing', lazy: () => import('@/features/payments/routes/paystack-processing-page') },
  { path: 'paystack-success', lazy: () => import('@/features/payments/routes/paystack-success-page') },
  // Stripe Checkout's return (spec 2 "Stripe return page"); spec 1 gives /verify no other use.
  { path: 'verify', lazy: () => import('@/features/payments/routes/stripe-return-page') },
];

/** An order after the sale (spec 2 §2): history, the order page, cancellation, feedback, trending and the ranking. */
/** Deposits (issue 15): a deposit at checkout and its screens; payments towards the balance from the order history. */
const depositRoutes: RouteObject[] = [
  // deposit-checkout-routes
  { path: 'deposit-processing', lazy: () => import('@/features/deposits/routes/deposit-processing-page') },
  { path: 'deposit-success', lazy: () => import('@/features/deposits/routes/deposit-success-page') },
  { path: 'deposit-fail', lazy: () => import('@/features/deposits/routes/deposit-fail-page') },
  { path: 'deposit-pending', lazy: () => import('@/features/deposits/routes/deposit-pending-page') },
  { path: 'Lipia-Deposit-Processing', lazy: () => import('@/features/deposits/routes/lipia-deposit-processing-page') },
  { path: 'Tinypesa-Deposit-Processing', lazy: () => import('@/features/deposits/routes/tinypesa-deposit-processing-page') },
  { path: 'Deposit-Successly', lazy: () => import('@/features/deposits/routes/deposit-successly-page') },
  // deposit-balance-routes
];

/** Points, referrals and chat (issue 16). */
const loyaltyRoutes: RouteObject[] = [
  { path: 'success', lazy: () => import('@/features/loyalty/routes/redeem-success-page') },
  { path: 'successfail', lazy: () => import('@/features/loyalty/routes/redeem-fail-page') },
  { path: 'redeem', lazy: () => import('@/features/loyalty/routes/redeem-page') },
  { path: 'Referral', lazy: () => import('@/features/referrals/routes/referral-page') },
  { path: 'user-chat', lazy: () => import('@/features/chat/routes/user-chat-page') },
  { path: 'order-deposit-processing', lazy: () => import('@/features/deposits/routes/order-deposit-processing-page') },
  { path: 'mpesa-deposit-processing', lazy: () => import('@/features/deposits/routes/mpesa-deposit-processing-page') },
  { path: 'Mpesa-Deposit-Success', lazy: () => import('@/features/deposits/routes/mpesa-deposit-success-page') },
  { path: 'Mpesa-Deposit-Fail', lazy: () => import('@/features/deposits/routes/mpesa-deposit-fail-page') },
  { path: 'Mpesa-Deposit-Pending', lazy: () => import('@/features/deposits/routes/mpesa-deposit-pending-page') },
  { path: 'deposit', lazy: () => import('@/features/deposits/routes/deposit-page') },
];

const orderRoutes: RouteObject[] = [
  { path: 'orders', lazy: () => import('@/features/orders/routes/orders-page') },
  { path: 'order/:orderId', lazy: () => import('@/features/orders/routes/order-page') },
  { path: 'cancel/:orderId?', lazy: () => import('@/features/after-sale/routes/cancel-page') },
  { path: 'feedback/:orderId', lazy: () => import('@/features/after-sale/routes/feedback-page') },
  { path: 'feedback-success', lazy: () => import('@/features/after-sale/routes/feedback-success-page') },
  { path: 'Trending', lazy: () => import('@/features/insights/routes/trending-page') },
  { path: 'order-ranking', lazy: () => import('@/features/insights/routes/ranking-page') },
];

/** The back office (issue 11): one entry whose screens and sub-routes all live in one lazy chunk, never in the first load. */
const adminRoutes: RouteObject = {
  path: '/admin/*',
  lazy: async () => ({ Component: (await import('@/features/admin/routes/admin-app')).AdminApp }),
  ErrorBoundary: RouteError,
};

/** The pathless route holding every page: the pages the browser's router learns later are added under it. */
const PAGES_ROUTE_ID = 'pages';

/**
 * Every page is a lazy route module, so the first load of / carries only the shell and the home page.
 * An unknown path falls through to the not-found view.
 */
const pageRoutes: RouteObject[] = [
  { index: true, handle: serverRendered, lazy: () => import('@/features/home/routes/home-page') },
  { path: 'collection', handle: serverRendered, lazy: () => import('@/features/catalog/routes/collection-page') },
  { path: 'product/:productId', handle: serverRendered, lazy: () => import('@/features/catalog/routes/product-page') },
  { path: 'cart', lazy: () => import('@/features/cart/routes/cart-page') },
  { path: 'favorites', lazy: () => import('@/features/favourites/routes/favourites-page') },
  { path: 'about', handle: staticPage, lazy: () => import('@/features/static-pages/routes/about-page') },
  { path: 'contact', handle: staticPage, lazy: () => import('@/features/static-pages/routes/contact-page') },
  { path: 'support', handle: staticPage, lazy: () => import('@/features/static-pages/routes/support-page') },
  { path: 'return-policy', handle: staticPage, lazy: () => import('@/features/static-pages/routes/return-policy-page') },
  { path: 'terms', handle: staticPage, lazy: termsPage },
  { path: 'termsandcondition', handle: staticPage, lazy: termsPage },
  { path: 'privacy', handle: staticPage, lazy: privacyPage },
  { path: 'Privacy-policy', handle: staticPage, lazy: privacyPage },
  ...accountRoutes,
  ...checkoutRoutes,
  ...orderRoutes, ...depositRoutes, ...loyaltyRoutes,
  { path: '*', handle: serverRendered, Component: NotFound },
];

const pagesRoute: RouteObject = { id: PAGES_ROUTE_ID, ErrorBoundary: RouteError, children: pageRoutes };

const rootRoute: RouteObject = {
  path: '/',
  Component: RootLayout,
  ErrorBoundary: RouteError,
  HydrateFallback: ShellFallback,
  children: [pagesRoute],
};

/** Every route: the server's, and the browser's once it has met them all. */
export const routes: RouteObject[] = [adminRoutes, rootRoute];

/**
 * What the browser's router starts with: the back office's entry and the pages the server renders (home, collection,
 * product, the static pages, not found). React Router flattens, ranks and compiles its routes when it starts, on the
 * phone's busiest task; the other pages (account, checkout, payments, orders…) join on the first navigation that
 * needs them (`discoverLaterPages`).
 */
const firstRoutes: RouteObject[] = [
  adminRoutes,
  { ...rootRoute, children: [{ ...pagesRoute, children: pageRoutes.filter(isServerRendered) }] },
];
const laterPages = pageRoutes.filter((route) => !isServerRendered(route));

/** The catalog parts a lazy page waits for: the screens' messages, and a static page's own part too. */
function partsOf(route: RouteObject) {
  return (route.handle as { catalogPart?: string } | undefined)?.catalogPart === 'static' ? (['pages', 'static'] as const) : (['pages'] as const);
}

/**
 * Every lazy page but home also waits for the screens' messages (decision 0046): home's come with the first load, so
 * `/` never waits for the rest of the catalog, and only the static pages fetch their long bodies.
 */
function waitForMessages(list: RouteObject[], messages: CatalogPartLoader): void {
  for (const route of list) {
    const { lazy } = route;
    if (typeof lazy === 'function' && !route.index) {
      const parts = partsOf(route);
      route.lazy = (async () => (await Promise.all([(lazy as () => Promise<Partial<RouteObject>>)(), ...parts.map(messages)]))[0]) as typeof lazy;
    }
    if (route.children) waitForMessages(route.children, messages);
  }
}

/**
 * The browser's router. On a server-rendered page the matched routes' code is loaded first and the router starts
 * from the server's state, so hydration finds the same tree the server sent.
 */
export async function createAppRouter(hydrationData?: HydrationState, messages?: CatalogPartLoader) {
  if (messages) waitForMessages(routes, messages);
  if (hydrationData) {
    // The server renders only the first routes' pages: their tree gives the same match.
    const lazyMatches = (matchRoutes(firstRoutes, window.location) ?? []).filter((match) => match.route.lazy);
    // Matching and asking for the route's modules (a link per module) are each a phone's task of their own.
    await nextTask();
    await Promise.all(lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }));
  }
  return createBrowserRouter(firstRoutes, { hydrationData, patchRoutesOnNavigation: discoverLaterPages() });
}

/**
 * React Router asks before a navigation whose match is not certain (no match, or one with parameters: a product, the
 * not-found view): the later pages join once, and the path is matched again against all of them.
 */
function discoverLaterPages(): PatchRoutesOnNavigationFunction {
  let discovered = false;
  return ({ patch, signal }) => {
    if (discovered || signal.aborted) return;
    patch(PAGES_ROUTE_ID, laterPages);
    discovered = true;
  };
}
