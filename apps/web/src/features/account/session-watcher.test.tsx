import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { renderApp, reply, routedFetch } from '@/test/render';
import { useSessionWatcher } from './session-watcher';

function Shell() {
  useSessionWatcher();
  return <p>shop</p>;
}

function Suspended() {
  const state = useLocation().state as { username?: string } | null;
  return <p>suspended page for {state?.username}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useSessionWatcher', () => {
  it('sends a signed-in person whose account was suspended to the suspension page, signed out', async () => {
    signIn();
    const stub = routedFetch({
      'GET /api/user/profile': () => reply(403, { success: false, message: 'Your account has been suspended. Please contact support.', username: 'Wanjiku Kamau', suspended: true }),
    });
    vi.stubGlobal('fetch', vi.fn(stub.fetch));
    renderApp([
      { path: '/', element: <Shell /> },
      { path: '/account-suspended', element: <Suspended /> },
    ]);
    expect(await screen.findByText('suspended page for Wanjiku Kamau')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
