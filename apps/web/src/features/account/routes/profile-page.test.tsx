import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@mitumba/contracts/plain';
import { renderApp, reply, routedFetch } from '@/test/render';
import { ProfilePage } from './profile-page';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const TOKEN = `${base64url({ alg: 'HS256' })}.${base64url({ id: 'user-42' })}.signature`;
const user: UserProfile = {
  _id: 'user-42', name: 'Wanjiku Kamau', phone: '+254712345678', email: 'wanjiku@mitumba.test', role: 'customer',
  profilePicture: null, jbwallet: 240, lastUsedAddress: null, smsNotifications: true,
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

  it('turns SMS messages off and on with the checkbox, saved through update-profile', async () => {
    localStorage.setItem('token', TOKEN);
    const { calls } = renderProfile({
      'GET /api/user/profile': () => ({ success: true, message: 'ok', user }),
      'PUT /api/user/update-profile': ({ body }) => ({ success: true, message: 'Profile updated successfully!', user: { ...user, ...(body as object) } }),
    });
    const box = await screen.findByRole('checkbox', { name: /Text me when my order is placed/ }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(await screen.findByText('SMS messages turned off.')).toBeTruthy();
    await waitFor(() => expect(box.checked).toBe(false));
    fireEvent.click(box);
    expect(await screen.findByText('We will text you about your orders.')).toBeTruthy();
    await waitFor(() => expect(box.checked).toBe(true));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ smsNotifications: false }, { smsNotifications: true }]);
  });

  it("shows the server's refusal of an edit, and never sends the e-mail from the edit form", async () => {
    localStorage.setItem('token', TOKEN);
    const { calls } = renderProfile({
      'GET /api/user/profile': () => ({ success: true, message: 'ok', user }),
      'PUT /api/user/update-profile': () => reply(409, { success: false, message: 'Phone number already registered' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect((screen.getByLabelText('Email address') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '0733000111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Phone number already registered')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ phone: '0733000111' });
  });

  it('changes the password with the current one, showing the server message', async () => {
    localStorage.setItem('token', TOKEN);
    const { calls } = renderProfile({
      'GET /api/user/profile': () => ({ success: true, message: 'ok', user }),
      'POST /api/user/change-password': ({ body }) => ((body as { currentPassword: string }).currentPassword === 'Mitumba#2024'
        ? { success: true, message: 'Your password has been changed. Other devices were logged out.' }
        : reply(400, { success: false, message: 'Your current password is not correct.' })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Wrong#2024' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Mpya#Siri2025' } });
    expect(screen.getByTestId('password-strength').textContent).toContain('Strong');
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Mpya#Siri2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(calls.some((call) => call.url.pathname === '/api/user/change-password')).toBe(false);
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Mpya#Siri2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeTruthy();
    // A refused password is not an expired session: the shopper stays on the page, still signed in.
    expect(localStorage.getItem('token')).toBe(TOKEN);
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Mitumba#2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed. Other devices were logged out.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Current password')).toBeNull());
  });

  it('changes the e-mail in two steps: address and password, then the mailed code', async () => {
    localStorage.setItem('token', TOKEN);
    const { calls } = renderProfile({
      'GET /api/user/profile': () => ({ success: true, message: 'ok', user }),
      'POST /api/user/change-email': () => ({ success: true, message: 'We sent a 6-digit code to new@mitumba.test. Enter it to confirm your new e-mail.', email: 'new@mitumba.test' }),
      'POST /api/user/change-email/confirm': () => ({ success: true, message: 'Your e-mail address is now new@mitumba.test.', user: { ...user, email: 'new@mitumba.test' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change e-mail' }));
    fireEvent.change(screen.getByLabelText('New email address'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New email address'), { target: { value: 'New@mitumba.test' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Mitumba#2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a 6-digit code to new@mitumba.test. Enter it to confirm your new e-mail.')).toBeTruthy();
    expect(calls.find((call) => call.url.pathname === '/api/user/change-email')?.body).toEqual({ newEmail: 'New@mitumba.test', currentPassword: 'Mitumba#2024' });
    fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), { clipboardData: { getData: () => '482913' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm new e-mail' }));
    expect(await screen.findByText('Your e-mail address is now new@mitumba.test.')).toBeTruthy();
    expect(calls.find((call) => call.url.pathname === '/api/user/change-email/confirm')?.body).toEqual({ code: '482913' });
    await waitFor(() => expect(screen.getAllByText('new@mitumba.test').length).toBeGreaterThan(0));
  });
});
