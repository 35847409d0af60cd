import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { renderApp, reply, routedFetch, type RouteHandler } from '@/test/render';
import { StripeReturnPage } from './stripe-return-page';
import { Probe } from './test-support';

const ORDER_ID = 'ORD-1700000000000-ab12cd34ef56';
const SESSION_ID = 'cs_test_a1B2c3';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderReturn(verify: RouteHandler, url = `/verify?success=true&orderId=${ORDER_ID}&session_id=${SESSION_ID}`) {
  const token = signIn();
  const stub = routedFetch({ 'POST /api/order/verifyStripe': verify });
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  const view = renderApp(
    [
      { path: '/verify', element: <StripeReturnPage /> },
      { path: '/orders', element: <Probe /> },
      { path: '/cart', element: <Probe /> },
    ],
    { url },
  );
  const verifyCalls = () => stub.calls.filter((call) => call.url.pathname === '/api/order/verifyStripe');
  return { ...view, verifyCalls, token };
}

const answer = (paid: boolean) => ({ success: paid, paymentStatus: paid ? 'paid' : 'pending', orderId: ORDER_ID, message: paid ? 'Payment verified' : 'Payment not completed' });

describe('StripeReturnPage (/verify)', () => {
  it("has the server verify Stripe's session, then goes to /orders when paid", async () => {
    const { router, verifyCalls, token } = renderReturn(() => answer(true));
    expect(screen.getByRole('heading', { name: 'Verifying your payment' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(verifyCalls()).toHaveLength(1);
    expect(verifyCalls()[0]?.body).toEqual({ success: true, orderId: ORDER_ID, sessionId: SESSION_ID });
    expect(verifyCalls()[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it("goes to /cart when the server finds the session unpaid, whatever the URL's success flag says", async () => {
    const { router } = renderReturn(() => reply(200, answer(false)));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('goes to /cart on a cancelled checkout (success=false, no session id)', async () => {
    const { router, verifyCalls } = renderReturn(() => reply(402, answer(false)), `/verify?success=false&orderId=${ORDER_ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(verifyCalls()[0]?.body).toEqual({ success: false, orderId: ORDER_ID });
  });

  it('goes to /cart without an order to verify', async () => {
    const { router, verifyCalls } = renderReturn(() => answer(true), '/verify');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(verifyCalls()).toHaveLength(0);
  });

  it('shows the message of a verification that could not be made', async () => {
    const { router } = renderReturn(() => reply(502, { success: false, message: 'Stripe is not answering' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Stripe is not answering');
    expect(router.state.location.pathname).toBe('/verify');
  });
});
