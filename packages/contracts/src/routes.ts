/**
 * Every screen route of the spec's route tables (spec 1 §2, spec 2 §2 'Full route table'), plus navigation
 * targets the spec names. The server answers these with the web app (200); other paths get it with a 404.
 * `:param` is one path segment; a trailing `?` makes it optional. Matching ignores case, like the router.
 */
export const screenRoutes = [
  '/', '/collection', '/about', '/contact', '/product/:productId', '/cart', '/login', '/loginsuccess',
  '/place-order', '/place-order-admin', '/orders', '/order/:orderId', '/verify', '/profile', '/favorites',
  '/feedback/:orderId', '/cancel/:orderId?', '/feedback-success', '/resetpassword/:resetToken', '/forgotpassword',
  '/termsandcondition', '/terms', '/privacy', '/otpverify', '/otpverifysuccess', '/forgot-password-success',
  '/ordersuccess', '/orderfailed', '/placeorderfail', '/placeorder', '/checkout', '/time-count-down',
  '/remaining-attempts', '/return-policy', '/Privacy-policy', '/success', '/successfail', '/redeem', '/user-chat',
  '/support', '/deposit', '/mpesa-processing', '/mpesa-success', '/mpesa-fail', '/mpesa-pending', '/Referral',
  '/deposit-processing', '/deposit-success', '/deposit-fail', '/deposit-pending', '/Kcb-Processing', '/Trending',
  '/lipia-processing', '/lipia-success', '/lipia-fail', '/Lipia-Deposit-Processing', '/order-ranking',
  '/Deposit-Successly', '/mpesa-deposit-processing', '/Mpesa-Deposit-Success', '/Mpesa-Deposit-Fail',
  '/Mpesa-Deposit-Pending', '/Tinypesa-Processing', '/Payment-Fail', '/Payment-Success', '/Pesa-Flux-Processing',
  '/Tinypesa-Deposit-Processing', '/order-deposit-processing', '/Paystack-Processing', '/paystack-success',
  '/Hybrid-Processing', '/Hybrid-Success', '/Hybrid-Fail', '/account-suspended', '/stripe-return',
  '/admin', '/admin/*', '/cashier',
] as const;

function toPattern(route: string): RegExp {
  const body = route
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '?[^/]*' : '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${body === '' ? '/' : body}/?$`, 'i');
}

const patterns = screenRoutes.map(toPattern);

export function isScreenRoute(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}
