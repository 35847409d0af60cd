import { fireEvent, screen, within } from '@testing-library/react';
import type { ReceivedPayment, ReceivedPaymentsResponse } from '@mitumba/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { reply } from '@/test/render';
import { renderAdmin } from '../test-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const unmatched: ReceivedPayment = {
  id: '7b0c2f5e-8a1d-4c3b-9e2f-1a2b3c4d5e6f', transId: 'TKA1B2C3D4', billRef: 'wrong 12', reference: 'WRONG12', amount: 2_000, msisdn: '2547****126',
  payerName: 'Amina W', transactedAt: '2026-11-22T10:00:00.000Z', receivedAt: '2026-11-22T10:00:01.000Z', source: 'confirmation',
  outcome: 'unmatched', note: 'No order has the reference WRONG12', actions: ['attach', 'refund'],
};
const held: ReceivedPayment = { ...unmatched, id: '8c1d3f6e-9b2e-4d4c-8f3a-2b3c4d5e6f70', transId: 'TKB9Z8Y7X6', billRef: 'MT4K7Q', reference: 'MT4K7Q', amount: 500, outcome: 'held',
  note: 'Ksh 500 is less than the Ksh 2,000 order ORD-1 owes, and it takes no part payment', source: 'pull' };
const page = (payments: ReceivedPayment[]): ReceivedPaymentsResponse => ({ success: true, payments, nextCursor: null });
const base = { 'GET /api/admin/payments/review': () => ({ success: true, items: [], nextCursor: null }) };

describe('/admin/payments: received, not matched', () => {
  it('lists each paybill payment with its amount, receipt, account typed, payer, reason and outcome', async () => {
    signIn();
    renderAdmin('/admin/payments', { ...base, 'GET /api/admin/payments/received': () => page([unmatched, held]) });
    const items = await screen.findAllByTestId('received-payment');
    const first = within(items[0]!);
    expect(first.getByRole('heading', { name: /TKA1B2C3D4/ }).textContent).toMatch(/2,000/);
    expect(first.getByText('Not matched')).toBeTruthy();
    expect(first.getByText('wrong 12')).toBeTruthy();
    expect(first.getByText('Amina W · 2547****126')).toBeTruthy();
    expect(first.getByText('No order has the reference WRONG12')).toBeTruthy();
    expect(within(items[1]!).getByText('Held')).toBeTruthy();
    expect(within(items[1]!).getByText('M-Pesa statement')).toBeTruthy();
  });

  it('attaches one to an order by its reference without a note, says so, and reads the list again', async () => {
    signIn();
    let attached = false;
    const { stub } = renderAdmin('/admin/payments', {
      ...base,
      'GET /api/admin/payments/received': () => page(attached ? [held] : [unmatched, held]),
      [`POST /api/admin/payments/received/${unmatched.id}/attach`]: () => {
        attached = true;
        return { success: true, orderId: 'ORD-1700000000001-aaaaaaaa', outcome: 'attached' };
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Attach TKA1B2C3D4 to an order' }));
    fireEvent.click(form.getByRole('button', { name: 'Attach to order' }));
    expect(await form.findByText('Type the order reference or order id')).toBeTruthy();
    expect(stub.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(form.getByLabelText('Order reference'), { target: { value: ' mt4k7q ' } });
    fireEvent.click(form.getByRole('button', { name: 'Attach to order' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('received-payment')).toHaveLength(1));
    expect(screen.getAllByText('Payment TKA1B2C3D4 attached to order ORD-1700000000001-aaaaaaaa.').length).toBeGreaterThan(0);
    expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({ reference: 'mt4k7q' });
  });

  it('refunds one to its payer only with a reason, says what happens to the money, and reads the list again', async () => {
    signIn();
    let refunded = false;
    const { stub } = renderAdmin('/admin/payments', {
      ...base,
      'GET /api/admin/payments/received': () => page(refunded ? [held] : [unmatched, held]),
      [`POST /api/admin/payments/received/${unmatched.id}/refund`]: () => {
        refunded = true;
        return {
          success: true, outcome: 'refunding',
          refund: { id: 'r1', state: 'manual', method: 'hand-back', provider: 'mpesa', amount: 2_000, receipt: null, createdAt: '2026-11-22T11:00:00.000Z',
            text: 'Refund of Ksh 2,000.00 to you: to be handed back by the shop' },
        };
      },
    });
    const item = within((await screen.findAllByTestId('received-payment'))[0]!);
    fireEvent.click(item.getByRole('button', { name: 'Refund' }));
    const form = within(await screen.findByRole('form', { name: 'Refund TKA1B2C3D4 to the payer' }));
    fireEvent.click(form.getByRole('button', { name: 'Send it back' }));
    expect(await form.findByText('A reason is required')).toBeTruthy();
    expect(stub.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(form.getByLabelText('Reason'), { target: { value: 'Paid to us by mistake' } });
    fireEvent.click(form.getByRole('button', { name: 'Send it back' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('received-payment')).toHaveLength(1));
    expect(screen.getAllByText(/Payment TKA1B2C3D4 is being sent back\. Refund of Ksh 2,000\.00 to you: to be handed back by the shop\. M-Pesa cannot send it back by itself/).length).toBeGreaterThan(0);
    expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Paid to us by mistake' });
  });

  it("shows the server's refusal plainly and keeps the payment listed", async () => {
    signIn();
    renderAdmin('/admin/payments', {
      ...base,
      'GET /api/admin/payments/received': () => page([held]),
      [`POST /api/admin/payments/received/${held.id}/attach`]: () => reply(422, { success: false, message: 'Ksh 500 does not cover the Ksh 2,000 order ORD-1 owes.' }),
    });
    const form = within(await screen.findByRole('form', { name: 'Attach TKB9Z8Y7X6 to an order' }));
    fireEvent.change(form.getByLabelText('Order reference'), { target: { value: 'MT4K7Q' } });
    fireEvent.change(form.getByLabelText('Note (optional)'), { target: { value: 'customer called' } });
    fireEvent.click(form.getByRole('button', { name: 'Attach to order' }));
    expect((await form.findByRole('alert')).textContent).toBe('Ksh 500 does not cover the Ksh 2,000 order ORD-1 owes.');
    expect(screen.getAllByTestId('received-payment')).toHaveLength(1);
  });

  it('says when every paybill payment found its order', async () => {
    signIn();
    renderAdmin('/admin/payments', { ...base, 'GET /api/admin/payments/received': () => page([]) });
    expect(await screen.findByText('Every paybill payment found its order.')).toBeTruthy();
  });
});
