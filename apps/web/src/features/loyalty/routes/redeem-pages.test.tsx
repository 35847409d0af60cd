import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, reply, routedFetch, type RouteHandler } from '@/test/render';
import { signIn } from '@/test/fixtures';
import { RedeemFailPage } from './redeem-fail-page';
import { RedeemPage } from './redeem-page';
import { RedeemSuccessPage } from './redeem-success-page';

const routes = [
  { path: '/success', element: <RedeemSuccessPage /> },
  { path: '/successfail', element: <RedeemFailPage /> },
  { path: '/redeem', element: <RedeemPage /> },
  { path: '/profile', element: <p>profile page</p> },
  { path: '/login', element: <p>login form</p> },
  { path: '/', element: <p>home page</p> },
];

function stubFetch(handlers: Record<string, RouteHandler>) {
  const stub = routedFetch(handlers);
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  return stub;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('/success and /successfail', () => {
  it('shows the coupon code from the redemption, with links to /profile and /', async () => {
    const { router } = renderApp(routes, { url: '/success', state: { couponCode: 'JB-7KQ2M9XH', discount: 340 } });
    expect(await screen.findByRole('heading', { name: 'Points Redeemed Successfully!' })).toBeTruthy();
    expect(screen.getByTestId('coupon-code').textContent).toBe('JB-7KQ2M9XH');
    expect(screen.getByText(/coupon worth ksh 340/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Profile' }).getAttribute('href')).toBe('/profile');
    fireEvent.click(screen.getByRole('link', { name: 'Continue Shopping' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('points to the profile when opened without a redemption', async () => {
    renderApp(routes, { url: '/success' });
    expect(await screen.findByText('Your coupon code is waiting on your profile.')).toBeTruthy();
    expect(screen.queryByTestId('coupon-code')).toBeNull();
  });

  it("shows the server's reason on /successfail, else a general one", async () => {
    renderApp(routes, { url: '/successfail', state: { message: 'You need at least 100 points to redeem a coupon' } });
    expect((await screen.findByRole('alert')).textContent).toBe('You need at least 100 points to redeem a coupon');
    expect(screen.getByRole('link', { name: 'Back to Profile' }).getAttribute('href')).toBe('/profile');
  });
});

describe('/redeem', () => {
  it('with under 100 points: the insufficient-points page; its Redeem button alerts, the other goes to /profile', async () => {
    signIn('user-42');
    const { calls } = stubFetch({ 'GET /api/wallet/balance': () => ({ success: true, jbwallet: 60 }) });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { router } = renderApp(routes, { url: '/redeem' });
    expect(await screen.findByRole('heading', { name: 'Not Enough Points Yet' })).toBeTruthy();
    expect(screen.getByText('60')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Redeem Points' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('You need at least 100 points to redeem a coupon.'));
    expect(calls.some((call) => call.url.pathname === '/api/coupon/redeem')).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Back to Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('redeems once the wallet has reached 100 when the button is pressed again', async () => {
    signIn('user-42');
    let balance = 60;
    stubFetch({
      'GET /api/wallet/balance': () => ({ success: true, jbwallet: balance }),
      'POST /api/coupon/redeem': () => ({
        success: true, jbwallet: 0, couponCode: 'JB-AAAA2222', message: 'ok',
        coupon: { _id: 'c', code: 'JB-AAAA2222', type: 'fixed', discount: 560, minSubtotal: 0, expiresAt: null, personal: true },
      }),
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { router } = renderApp(routes, { url: '/redeem' });
    await screen.findByRole('heading', { name: 'Not Enough Points Yet' });
    balance = 560;
    fireEvent.click(screen.getByRole('button', { name: 'Redeem Points' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    expect(alert).not.toHaveBeenCalled();
    expect((await screen.findByTestId('coupon-code')).textContent).toBe('JB-AAAA2222');
  });

  it('with 100 or more: offers the whole balance as one coupon, and a failure goes to /successfail', async () => {
    signIn('user-42');
    stubFetch({
      'GET /api/wallet/balance': () => ({ success: true, jbwallet: 250 }),
      'POST /api/coupon/redeem': () => reply(500, { success: false, message: 'Something went wrong' }),
    });
    const { router } = renderApp(routes, { url: '/redeem' });
    expect(await screen.findByText(/one coupon worth ksh 250/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Redeem 250 points' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/successfail'));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
  });

  it('sends visitors to /login', async () => {
    stubFetch({});
    const { router } = renderApp(routes, { url: '/redeem' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
