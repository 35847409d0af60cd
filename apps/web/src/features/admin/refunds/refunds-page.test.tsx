import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminRefund } from '@mitumba/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { reply } from '@/test/render';
import { renderAdmin } from '../test-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const base: AdminRefund = {
  id: 'r-1', state: 'succeeded', method: 'reversal', provider: 'mpesa', amount: 1550, receipt: 'UKRJV9EV6V', createdAt: '2026-11-27T11:17:00.000Z',
  text: 'Refund of Ksh 1,550.00 to M-Pesa 0712 345 678: sent (receipt UKRJV9EV6V)', orderId: 'ORD-1700000000001-aaaaaaaa', source: 'cancellation',
  reason: 'Cancellation approved (damaged)', phone: '+254712345678', paidReceipt: 'UKR0000000', resultMessage: null, tries: 1, handBackNote: null,
  handedBackAt: null, updatedAt: '2026-11-27T11:17:05.000Z',
};
const cash: AdminRefund = {
  ...base, id: 'r-2', state: 'manual', method: 'hand-back', provider: 'cash', receipt: null, amount: 900,
  text: 'Refund of Ksh 900.00 to you in cash at the shop: to be handed back by the shop', orderId: 'ORD-1700000000002-bbbbbbbb',
};

describe('/admin/refunds', () => {
  it('lists every refund with its state, how it goes back and its order; the state filter asks the server', async () => {
    signIn();
    const { stub } = renderAdmin('/admin/refunds', {
      'GET /api/admin/refunds': ({ url }) => ({ success: true, refunds: url.searchParams.get('state') === 'manual' ? [cash] : [base, cash] }),
    });
    const list = await screen.findByRole('list', { name: 'Refunds' });
    await within(list).findByText(base.text);
    expect(within(list).getAllByTestId('refund-state').map((badge) => badge.textContent)).toEqual(['Given back', 'To hand back']);
    expect(within(list).getByText(base.text)).toBeTruthy();
    expect(within(list).getByText(/Return approved · M-Pesa reversal/)).toBeTruthy();
    expect(within(list).getByRole('link', { name: base.orderId ?? '' }).getAttribute('href')).toBe(`/admin/orders/${base.orderId}`);
    // Only what waits for a person can be recorded as handed back.
    expect(within(list).getAllByRole('button', { name: 'Record hand-back' })).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'manual' } });
    await vi.waitFor(() => expect(within(screen.getByRole('list', { name: 'Refunds' })).queryByText(base.text)).toBeNull());
    expect(within(screen.getByRole('list', { name: 'Refunds' })).getByText(cash.text)).toBeTruthy();
    expect(stub.calls.some((call) => call.url.pathname === '/api/admin/refunds' && call.url.searchParams.get('state') === 'manual')).toBe(true);
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('manual');
  });

  it('records a hand-back with a note, and shows the server\'s refusal', async () => {
    signIn();
    let answer: unknown = reply(409, { success: false, message: 'This refund was already given back.' });
    const { stub } = renderAdmin('/admin/refunds?state=manual', {
      'GET /api/admin/refunds': () => ({ success: true, refunds: [cash] }),
      'POST /api/admin/refunds/r-2/hand-back': () => answer,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Record hand-back' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a hand-back' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Money given back' }));
    expect(await within(dialog).findByText('A reason is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Cash handed over at the counter by Mary' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Money given back' }));
    expect(await screen.findByText('This refund was already given back.')).toBeTruthy();

    answer = { success: true, refund: { ...cash, state: 'succeeded', handBackNote: 'Cash handed over at the counter by Mary' } };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Money given back' }));
    expect(await screen.findByText('Hand-back recorded')).toBeTruthy();
    expect(stub.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ note: 'Cash handed over at the counter by Mary' });
  });
});
