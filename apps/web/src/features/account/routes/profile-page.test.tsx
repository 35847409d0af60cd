import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@mitumba/contracts/plain';
import { renderApp, reply, routedFetch } from '@/test/render';
import { ProfilePage } from './profile-page';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const TOKEN = `${base64url({ alg: 'HS256' })}.${base64url({ id: 'user-42' })}.signature`;
const user: UserProfile = {
  _id: 'user-42', name: 'Wanjiku Kamau', phone: '+254712345678', email: 'wanjiku@mitumba.test', role: 'customer',
  profilePicture: null, jbwallet: 240, lastUsedAddress: null,
};

function renderProfile(handlers: Parameters<typeof routedFetch>[0]) {
  const stub = routedFetch(handlers);
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  const view = renderApp(
    [
      { path: '/profile', element: <ProfilePage /> },
      { path: '/login', element: <p>login form</p> },
    ],
    { url: '/profile' },
  );
  return { ...stub, ...view };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfilePage', () => {
  it('sends visitors to /login', async () => {
    const { router } = renderProfile({});
    expect(await screen.findByText('login form')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the details and wallet points, and saves an edited name with the server message', async () => {
    localStorage.setItem('token', TOKEN);
    const { calls } = renderProfile({
      'GET /api/user/profile': () => ({ success: true, message: 'ok', user }),
      'PUT /api/user/update-profile': ({ body }) => ({ success: true, message: 'Profile updated successfully!', user: { ...user, ...(body as object) } }),
    });
    expect((await screen.findByTestId('wallet-points')).textContent).toBe('240 points');
    expect(screen.getAllByText('+254712345678')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Wanjiku Njeri' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Wanjiku Njeri').length).toBeGreaterThan(0));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ name: 'Wanjiku Njeri' });
    expect(put?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it("shows the server's refusal of an edit", async () => {
    localStorage.setItem('token', TOKEN);
    renderProfile({
      'GET /api/user/profile': () => ({ success: true, message: 'ok', user }),
      'PUT /api/user/update-profile': () => reply(409, { success: false, message: 'Email already registered' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'taken@mitumba.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Email already registered')).toBeTruthy();
  });
});
