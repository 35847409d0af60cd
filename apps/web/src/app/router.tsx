import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFound } from './shell/not-found';
import { RootLayout, ShellFallback } from './shell/root-layout';
import { RouteError } from './shell/route-error';

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

/** Checkout (spec 2 §2) and the M-Pesa payment-progress screens. */
const checkoutRoutes: RouteObject[] = [
  { path: 'place-order', lazy: () => import('@/features/checkout/routes/place-order-page') },
  { path: 'place-order-admin', lazy: () => import('@/features/checkout/routes/place-order-admin-page') },
  { path: 'ordersuccess', lazy: () => import('@/features/checkout/routes/order-success-page') },
  { path: 'placeorderfail', lazy: () => import('@/features/checkout/routes/place-order-fail-page') },
  { path: 'mpesa-processing', lazy: () => import('@/features/payments/routes/mpesa-processing-page') },
  { path: 'mpesa-success', lazy: () => import('@/features/payments/routes/mpesa-success-page') },
  { path: 'mpesa-fail', lazy: () => import('@/features/payments/routes/mpesa-fail-page') },
  { path: 'mpesa-pending', lazy: () => import('@/features/payments/routes/mpesa-pending-page') },
];

/** An order after the sale (spec 2 §2): history, the order page, cancellation, feedback, trending and the ranking. */
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

/**
 * Every page is a lazy route module, so the first load of / carries only the shell and the home page.
 * Routes of later issues (deposits, other providers, wallet, chat...) are not listed:
 * they fall through to the not-found view until their screens exist.
 */
export const routes: RouteObject[] = [
  adminRoutes,
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
          { path: 'cart', lazy: () => import('@/features/cart/routes/cart-page') },
          { path: 'favorites', lazy: () => import('@/features/favourites/routes/favourites-page') },
          { path: 'about', lazy: () => import('@/features/static-pages/routes/about-page') },
          { path: 'contact', lazy: () => import('@/features/static-pages/routes/contact-page') },
          { path: 'return-policy', lazy: () => import('@/features/static-pages/routes/return-policy-page') },
          { path: 'terms', lazy: termsPage },
          { path: 'termsandcondition', lazy: termsPage },
          { path: 'privacy', lazy: privacyPage },
          { path: 'Privacy-policy', lazy: privacyPage },
          ...accountRoutes,
          ...checkoutRoutes,
          ...orderRoutes,
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
