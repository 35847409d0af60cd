import { fireEvent, screen, within } from '@testing-library/react';
import type { C2bRegistrationResponse } from '@mitumba/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { renderAdmin } from '../test-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const settings = { shortCode: '600100', version: 'v2', confirmationUrl: 'https://shop.test/api/payments/c2b/abc/confirmation', validationUrl: 'https://shop.test/api/payments/c2b/abc/validation' };
const refused: C2bRegistrationResponse = {
  success: true, settings,
  registration: { ...settings, ok: false, answer: { errorCode: '400.003.02', errorMessage: 'Bad Request - Invalid ShortCode' }, registeredAt: '2026-11-22T07:00:00.000Z' },
};
const registered: C2bRegistrationResponse = {
  success: true, settings,
  registration: { ...settings, ok: true, answer: { ResponseCode: '0', ResponseDescription: 'Success' }, registeredAt: '2026-11-22T08:00:00.000Z' },
};
const adminSettings = { 'GET /api/admin/settings': () => ({ success: false, message: 'later' }) };

describe('/admin/settings: M-Pesa paybill (C2B)', () => {
  it("shows what was registered and Daraja's answer, and registers again", async () => {
    signIn();
    const { stub } = renderAdmin('/admin/settings', {
      ...adminSettings,
      'GET /api/admin/payments/c2b/registration': () => refused,
      'POST /api/admin/payments/c2b/registration': () => registered,
    });
    const panel = within(await screen.findByRole('region', { name: 'M-Pesa paybill (C2B)' }));
    expect((await panel.findByTestId('c2b-status')).textContent).toBe('Not registered: Daraja refused');
    expect(panel.getByText('600100')).toBeTruthy();
    expect(panel.getByText('v2')).toBeTruthy();
    expect(panel.getByText(settings.confirmationUrl)).toBeTruthy();
    expect(panel.getByText('Bad Request - Invalid ShortCode')).toBeTruthy();

    fireEvent.click(panel.getByRole('button', { name: 'Register again' }));
    expect(await screen.findByText('Registered with Daraja')).toBeTruthy();
    expect(panel.getByTestId('c2b-status').textContent).toBe('Registered: OK');
    expect(panel.getByText('Success')).toBeTruthy();
    expect(stub.calls.filter((call) => call.method === 'POST' && call.url.pathname === '/api/admin/payments/c2b/registration')).toHaveLength(1);
  });

  it('says when nothing was registered yet', async () => {
    signIn();
    renderAdmin('/admin/settings', { ...adminSettings, 'GET /api/admin/payments/c2b/registration': () => ({ success: true, settings, registration: null }) });
    expect(await screen.findByText('Not registered yet: paybill 600100 (v2).')).toBeTruthy();
  });
});
