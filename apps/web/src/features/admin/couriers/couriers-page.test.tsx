import { fireEvent, screen, within } from '@testing-library/react';
import type { Courier } from '@mitumba/contracts/plain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { renderAdmin } from '../test-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const rider: Courier = { id: 'c-rider', name: 'Shop rider', trackingUrlPattern: null, enabled: true };
const g4s: Courier = { id: 'c-g4s', name: 'G4S', trackingUrlPattern: 'https://courier.g4s.co.ke/track?waybill={tracking}', enabled: true };

describe('/admin/couriers', () => {
  it('lists the couriers with their links, turns one off, and adds one after checking its link', async () => {
    signIn();
    const { stub } = renderAdmin('/admin/couriers', {
      'GET /api/admin/couriers': () => ({ success: true, couriers: [g4s, rider] }),
      'PATCH /api/admin/couriers/c-g4s': () => ({ success: true, message: 'Courier saved', courier: { ...g4s, enabled: false } }),
      'POST /api/admin/couriers': () => ({ success: true, message: 'Courier added', courier: { ...rider, id: 'c-new', name: 'Wells' } }),
    });
    const rows = await screen.findAllByTestId('admin-courier');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('https://courier.g4s.co.ke/track?waybill={tracking}'), expect.stringContaining('No tracking link'),
    ]);
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('G4S turned off')).toBeTruthy();
    expect(stub.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ enabled: false });

    fireEvent.click(screen.getByRole('button', { name: 'Add courier' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add a courier' }));
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Wells' } });
    fireEvent.change(dialog.getByLabelText('Tracking link (optional)'), { target: { value: 'http://wells.example/{tracking}' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add courier' }));
    expect(await dialog.findByText('The tracking link must be an https:// address containing {tracking}, or left empty')).toBeTruthy();
    expect(stub.calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(dialog.getByLabelText('Tracking link (optional)'), { target: { value: 'https://wells.example.co.ke/t/{tracking}' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add courier' }));
    expect(await screen.findByText('Courier added')).toBeTruthy();
    expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Wells', trackingUrlPattern: 'https://wells.example.co.ke/t/{tracking}' });
  });
});
