import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminSettingsResponse } from '@mitumba/contracts';
import { DEFAULT_METHOD_ORDER, paymentMethodIds, paymentMethodLabels } from '@mitumba/contracts/plain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { renderAdmin } from '../test-helpers';

// A shop with M-Pesa and the face-to-face methods: deposits are available through them.
const available = ['mpesa', 'sidian', 'deposit', 'cod', 'cash'];
const current: AdminSettingsResponse = {
  success: true, updatedAt: null,
  settings: {
    // The defaults: every method and every deposit method the shop can take.
    enabledMethods: ['mpesa', 'sidian', 'deposit', 'cod', 'cash'], depositMethods: ['mpesa', 'bank'], minDepositRegular: 50, minDepositNewUser: 75,
    bankName: 'Sidian Bank', paybill: '522533', accountNumber: 'MITUMBA', accountName: 'Mitumba Ltd', pointsPerHundredShillings: 1, whatsAppNumber: '+254700123456',
    methodOrder: [...DEFAULT_METHOD_ORDER],
  },
  methods: paymentMethodIds.map((id) => ({ id, label: id === 'cod' ? 'Cash on Delivery' : paymentMethodLabels[id], available: available.includes(id) })),
  depositMethodsAvailable: [{ id: 'mpesa', available: true }, { id: 'bank', available: true }, { id: 'lipia', available: false }],
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/admin/settings', () => {
  it('greys out methods the shop cannot take, checks the form with the contract, and saves', async () => {
    signIn();
    let body: Record<string, unknown> | undefined;
    renderAdmin('/admin/settings', {
      'GET /api/admin/settings': () => current,
      'PUT /api/admin/settings': (request) => {
        body = request.body as Record<string, unknown>;
        return { ...current, updatedAt: '2026-01-05T08:00:00.000Z', settings: { ...current.settings, enabledMethods: ['mpesa', 'sidian', 'deposit', 'cash'], depositMethods: ['mpesa'] } };
      },
    });
    const cod = await screen.findByRole('checkbox', { name: 'Cash on Delivery' });
    expect((screen.getByRole('checkbox', { name: /Paystack/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(cod);
    const deposits = within(screen.getByRole('group', { name: 'Deposit methods' }));
    expect((deposits.getByRole('checkbox', { name: 'M-Pesa' }) as HTMLInputElement).checked).toBe(true);
    expect((deposits.getByRole('checkbox', { name: /Lipia/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(deposits.getByRole('checkbox', { name: 'Bank (Sidian paybill)' }));
    fireEvent.change(screen.getByLabelText('Paybill'), { target: { value: '12ab' } });
    fireEvent.change(screen.getByLabelText('Regular customers (%)'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Points per Ksh 100 paid'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The paybill is 5 to 10 digits')).toBeTruthy();
    expect(screen.getByText('The regular minimum deposit must be a whole percent from 1 to 100')).toBeTruthy();
    expect(screen.getByText('Points per Ksh 100 must be a whole number from 0 to 100')).toBeTruthy();
    expect(body).toBeUndefined();

    fireEvent.change(screen.getByLabelText('Paybill'), { target: { value: '111999' } });
    fireEvent.change(screen.getByLabelText('Regular customers (%)'), { target: { value: '40' } });
    fireEvent.change(screen.getByLabelText('Points per Ksh 100 paid'), { target: { value: '2' } });
    // Cash on Delivery moves up one place, above Paystack; M-Pesa cannot go higher than first.
    expect((screen.getByRole('button', { name: 'Move M-Pesa up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Cash on Delivery up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(body).toMatchObject({
      enabledMethods: ['mpesa', 'sidian', 'deposit', 'cash'], depositMethods: ['mpesa'], paybill: '111999', minDepositRegular: 40, minDepositNewUser: 75,
      pointsPerHundredShillings: 2, methodOrder: ['mpesa', 'cod', 'paystack', ...DEFAULT_METHOD_ORDER.slice(3)],
    }));
    expect(await screen.findByText(/Last saved/)).toBeTruthy();
  });
});

describe('moving a method', () => {
  it('swaps with its neighbour and stays put at the ends', async () => {
    const { moveMethod } = await import('./move-method');
    expect(moveMethod(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveMethod(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveMethod(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveMethod(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
