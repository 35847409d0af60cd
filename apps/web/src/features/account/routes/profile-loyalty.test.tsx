import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CouponView, UserProfile } from '@mitumba/contracts/plain';
import { renderApp, reply, routedFetch, type RouteHandler } from '@/test/render';
import { signIn } from '@/test/fixtures';
import { ProfilePage } from './profile-page';

const user: UserProfile = {
  _id: 'user-42', name: 'Wanjiku Kamau', phone: '+254712345678', email: 'wanjiku@mitumba.test', role: 'customer',
  profilePicture: null, jbwallet: 90, lastUsedAddress: null, smsNotifications: true,
};
const own: CouponView = { _id: 'c1', code: 'JB-7KQ2M9XH', type: 'fixed', discount: 340, minSubtotal: 0, expiresAt: null, personal: true };
const shopWide: CouponView = { _id: 'c2', code: 'KARIBU10', type: 'percentage', discount: 10, minSubtotal: 1000, expiresAt: null, personal: false };

function renderProfile(handlers: Record<string, RouteHandler>) {
  signIn('user-42');
  const stub = routedFetch({
    'GET /api/user/profile': () => ({ success: true, message: 'ok', user }),
    'GET /api/order/waitlist/user': () => ({ success: true, waitlist: [] }),
    ...handlers,
  });
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  const view = renderApp(
    [
      { path: '/profile', element: <ProfilePage /> },
      { path: '/success', element: <p>success page</p> },
      { path: '/successfail', element: <p>fail page</p> },
      { path: '/redeem', element: <p>insufficient points page</p> },
      { path: '/Referral', element: <p>referral page</p> },
      { path: '/user-chat', element: <p>chat page</p> },
    ],
    { url: '/profile' },
  );
  return { ...stub, ...view };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/profile: wallet, coupon code, referral and chat', () => {
  it("shows the wallet's points and the customer's own coupon code, with links to /Referral and the chat", async () => {
    const { calls, router } = renderProfile({
      'GET /api/wallet/balance': () => ({ success: true, jbwallet: 1250 }),
      'GET /api/coupon/user': () => ({ success: true, coupons: [own, shopWide] }),
    });
    await waitFor(() => expect(screen.getByTestId('wallet-points').textContent).toBe('1,250 points'));
    const walletCall = calls.find((call) => call.url.pathname === '/api/wallet/balance');
    expect(walletCall?.url.searchParams.get('userId')).toBe('user-42');
    expect(walletCall?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect((await screen.findAllByTestId('coupon-code')).map((code) => code.textContent)).toEqual(['JB-7KQ2M9XH']);
    expect(screen.getByText(/ksh 340 off/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Refer a friend, earn points' }).getAttribute('href')).toBe('/Referral');
    fireEvent.click(screen.getByRole('link', { name: 'Chat with us' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-chat'));
  });

  it('shows the available points and, in one line, the points still pending until the return window closes', async () => {
    renderProfile({
      'GET /api/wallet/balance': () => ({ success: true, jbwallet: 40, pendingPoints: 500, nextAvailableAt: '2026-12-04T09:00:00.000Z' }),
      'GET /api/coupon/user': () => ({ success: true, coupons: [] }),
    });
    await waitFor(() => expect(screen.getByTestId('wallet-points').textContent).toBe('40 points'));
    expect(screen.getByTestId('wallet-pending').textContent).toBe('500 points pending — available once your return window closes');
  });

  it('shows no pending line when nothing is pending', async () => {
    renderProfile({
      'GET /api/wallet/balance': () => ({ success: true, jbwallet: 150 }),
      'GET /api/coupon/user': () => ({ success: true, coupons: [] }),
    });
    await waitFor(() => expect(screen.getByTestId('wallet-points').textContent).toBe('150 points'));
    expect(screen.queryByTestId('wallet-pending')).toBeNull();
  });

  it('redeems 100 points or more with the whole balance and shows the coupon on /success', async () => {
    const { calls, router } = renderProfile({
      'GET /api/wallet/balance': () => ({ success: true, jbwallet: 340 }),
      'GET /api/coupon/user': () => ({ success: true, coupons: [] }),
      'POST /api/coupon/redeem': () => ({ success: true, jbwallet: 0, couponCode: own.code, message: 'ok', coupon: own }),
    });
    expect(await screen.findByText('No coupon yet: redeem your points for one.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('wallet-points').textContent).toBe('340 points'));
    fireEvent.click(screen.getByRole('button', { name: 'Redeem Points' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    expect(router.state.location.state).toEqual({ couponCode: 'JB-7KQ2M9XH', discount: 340 });
    expect(calls.find((call) => call.url.pathname === '/api/coupon/redeem')?.body).toEqual({ userId: 'user-42', pointsToRedeem: 340 });
  });

  it("goes to /successfail with the server's reason when the redemption is refused", async () => {
    const { router } = renderProfile({
      'GET /api/wallet/balance': () => ({ success: true, jbwallet: 150 }),
      'GET /api/coupon/user': () => ({ success: true, coupons: [] }),
      'POST /api/coupon/redeem': () => reply(422, { success: false, message: 'You need at least 100 points to redeem a coupon' }),
    });
    await waitFor(() => expect(screen.getByTestId('wallet-points').textContent).toBe('150 points'));
    fireEvent.click(screen.getByRole('button', { name: 'Redeem Points' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/successfail'));
    expect(router.state.location.state).toEqual({ message: 'You need at least 100 points to redeem a coupon' });
  });

  it('sends a balance under 100 to the insufficient-points page without asking to redeem', async () => {
    const { calls, router } = renderProfile({
      'GET /api/wallet/balance': () => ({ success: true, jbwallet: 60 }),
      'GET /api/coupon/user': () => ({ success: true, coupons: [] }),
    });
    await waitFor(() => expect(screen.getByTestId('wallet-points').textContent).toBe('60 points'));
    expect(screen.getByText('Redeem from 100 points: 40 points to go.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Redeem Points' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/redeem'));
    expect(calls.some((call) => call.url.pathname === '/api/coupon/redeem')).toBe(false);
  });

  it("says 'Failed to fetch wallet balance' when the server refuses the wallet call", async () => {
    renderProfile({
      'GET /api/wallet/balance': () => reply(500, { success: false, message: 'Internal error' }),
      'GET /api/coupon/user': () => ({ success: true, coupons: [] }),
    });
    expect(await screen.findByText('Failed to fetch wallet balance')).toBeTruthy();
    // Until the wallet answers, the profile's own count stands.
    expect(screen.getByTestId('wallet-points').textContent).toBe('90 points');
  });

  it("says 'Error fetching wallet balance' when the wallet cannot be reached", async () => {
    const stub = routedFetch({
      'GET /api/user/profile': () => ({ success: true, message: 'ok', user }),
      'GET /api/coupon/user': () => ({ success: true, coupons: [] }),
    });
    signIn('user-42');
    vi.stubGlobal('fetch', vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      (String(input).startsWith('/api/wallet/balance') ? Promise.reject(new TypeError('Failed to fetch')) : stub.fetch(input, init))));
    renderApp([{ path: '/profile', element: <ProfilePage /> }], { url: '/profile' });
    expect(await screen.findByText('Error fetching wallet balance')).toBeTruthy();
  });
});
