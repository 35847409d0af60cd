import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { renderApp, routedFetch } from '@/test/render';
import { CashierPage } from './cashier-page';

const profile = (role: string) => ({
  success: true, message: 'ok',
  user: { _id: 'user-42', name: 'Otieno', phone: '+254700000002', email: 'c@x.test', role, profilePicture: null, jbwallet: 0, lastUsedAddress: null },
});

function renderCashier(role: string) {
  signIn();
  const expiresAt = new Date(Date.now() + 125_000).toISOString();
  const stub = routedFetch({
    'GET /api/user/profile': () => profile(role),
    'GET /api/security-codes/current': () => ({ success: true, code: '40719', expiresAt, secondsLeft: 125, rotatesEvery: 600 }),
  });
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  renderApp(<CashierPage />);
  return stub;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('CashierPage', () => {
  it("shows a cashier the code with its countdown and copies it: 'Security code copied!'", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderCashier('cashier');
    expect((await screen.findByTestId('security-code')).textContent).toBe('40719');
    expect(screen.getByRole('timer').textContent).toMatch(/A new code in 2:0[45]/);
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Security code copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('40719');
  });

  it('tells anyone else that only cashiers see the code, without asking for it', async () => {
    const stub = renderCashier('customer');
    expect(await screen.findByText('Only cashiers can see the security code.')).toBeTruthy();
    expect(stub.calls.some((call) => call.url.pathname === '/api/security-codes/current')).toBe(false);
  });
});
