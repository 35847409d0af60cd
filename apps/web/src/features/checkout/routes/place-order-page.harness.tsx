/** What the /place-order page tests share: the server's answers and a render of the checkout with its neighbours. */
import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { CartResponse } from '@mitumba/contracts/plain';
import { aCart, aCartLine, signIn } from '@/test/fixtures';
import { renderApp, routedFetch, type RouteHandler } from '@/test/render';
import { OrderSuccessPage } from './order-success-page';
import { PlaceOrderFailPage } from './place-order-fail-page';
import { PlaceOrderPage } from './place-order-page';

const method = (id: string, label: string, description: string, enabled = true) => ({ id, label, enabled, description });
export const settings = {
  success: true, enabledMethods: ['mpesa', 'cod', 'sidian'], depositMethods: [], depositSettings: { minDepositRegular: 50, minDepositNewUser: 75 }, offlineOrderHours: 48,
  methods: [
    method('paystack', 'Paystack', 'Card or M-Pesa on the Paystack page.', false),
    method('mpesa', 'M-Pesa', 'Pay now: we send a prompt to your phone, you enter your M-Pesa PIN.'),
    method('sidian', 'Sidian', 'Pay to our Sidian Bank paybill from your M-Pesa menu; we confirm it by hand.'),
    method('cod', 'COD', 'Pay in cash when your order arrives (to the delivery rider) or when you collect it at our counter.'),
  ],
};
export const profile = {
  success: true, message: 'ok',
  user: { _id: 'user-42', name: 'Amina Wanjiru', phone: '+254712345678', email: 'amina@example.test', role: 'customer', profilePicture: null, jbwallet: 0, lastUsedAddress: null },
};
export const lastAddress = {
  firstName: 'Amina', lastName: 'Wanjiru', email: 'amina@example.test', street: 'Moi Avenue 12', city: 'Nairobi', state: 'Starehe',
  country: 'Kenya', pickupLocation: '', phone: '0712345678',
};
export const jacket = aCartLine({ productId: 'p-1', name: 'Denim jacket', weight: 'M', quantity: 2, unitPrice: 1500, lineTotal: 3000 });
export const tee = aCartLine({ productId: 'p-2', name: 'Striped tee', weight: 'S', quantity: 1, unitPrice: 1500, lineTotal: 1500, image: null });
export const cart = aCart([jacket, tee], { subtotal: 4500, total: 4500 });

/** The settings with every method of issue 13 enabled except those listed in `disabled`. */
export function settingsWithMobileMoney(disabled: string[] = []) {
  const added = [
    method('lipia', 'Lipia', 'An M-Pesa prompt through Lipia.'),
    method('tinypesa', 'TinyPesa', 'An M-Pesa prompt through TinyPesa.'),
    method('pesaflux', 'PesaFlux', 'An M-Pesa prompt through PesaFlux.'),
    method('kcb', 'KCB', 'An M-Pesa prompt to KCB Buni.'),
    method('hybrid', 'Hybrid', 'Part by M-Pesa, the rest in cash at the counter.'),
  ].map((entry) => ({ ...entry, enabled: !disabled.includes(entry.id) }));
  return { ...settings, methods: [...settings.methods, ...added] };
}

/** The settings with the card providers of issue 14 added (Paystack enabled), except those listed in `disabled`. */
export function settingsWithCards(disabled: string[] = []) {
  const cards = [
    method('stripe', 'Card (Stripe)', "Visa or Mastercard on Stripe's secure page."),
    method('razorpay', 'Razorpay', 'Card or wallet in the Razorpay window.'),
  ].map((entry) => ({ ...entry, enabled: !disabled.includes(entry.id) }));
  const methods = settings.methods.map((entry) => (entry.id === 'paystack' ? { ...entry, enabled: !disabled.includes('paystack') } : entry));
  return { ...settings, methods: [...methods, ...cards] };
}

export function renderCheckout(handlers: Record<string, RouteHandler> = {}, { cartAnswer = cart as CartResponse, address = lastAddress as object | null } = {}) {
  signIn();
  const stub = routedFetch({
    'GET /api/order/pending': () => ({ success: true, hasPending: false, pendingOrder: null }),
    'POST /api/cart/get': () => cartAnswer,
    'GET /api/payment-settings': () => settings,
    'GET /api/user/last-address/user-42': () => ({ success: true, address }),
    'GET /api/user/profile': () => profile,
    'POST /api/user/save-address': () => ({ success: true, message: 'Address saved' }),
    // A shop without delivery options delivers free without a choice (decision 0044).
    'GET /api/delivery/options': () => ({ success: true, options: [] }),
    ...handlers,
  });
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  const view = renderApp(
    [
      { path: '/place-order', element: <PlaceOrderPage /> },
      { path: '/login', element: <p>login page</p> },
      { path: '/placeorderfail', element: <PlaceOrderFailPage /> },
      { path: '/ordersuccess', element: <OrderSuccessPage /> },
      { path: '/mpesa-processing', element: <p>mpesa processing</p> },
      ...[
        '/lipia-processing', '/Tinypesa-Processing', '/Pesa-Flux-Processing', '/Kcb-Processing', '/Hybrid-Processing', '/Paystack-Processing',
        '/deposit-processing', '/Lipia-Deposit-Processing', '/Tinypesa-Deposit-Processing', '/Deposit-Successly',
      ].map((path) => ({
        path, element: <p>{path.slice(1)} screen</p>,
      })),
    ],
    { url: '/place-order', state: { discount: 0 } },
  );
  const callsTo = (path: string) => stub.calls.filter((call) => call.url.pathname === path);
  return { ...stub, ...view, callsTo };
}

export const confirm = () => screen.getByRole('button', { name: /^(Pay |Place order|Confirm Order|Placing order…)/ });
export const agreeToTerms = () => {
  fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the privacy policy' }));
};
export const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
