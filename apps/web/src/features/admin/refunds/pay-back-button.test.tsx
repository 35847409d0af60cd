import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminPaymentReviewItem } from '@mitumba/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { renderAdmin } from '../test-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const paidTwice: AdminPaymentReviewItem = {
  id: 'a-2', kind: 'paid-twice', attemptId: 'a-2', flagId: null, state: 'paid', reason: 'This order was paid twice', actions: ['refund'],
  orderId: 'ORD-1700000000001-aaaaaaaa', orderPaymentStatus: 'paid', customer: { id: 'u-1', name: 'Wanjiku Kamau', email: 'w@x.test' }, method: 'mpesa',
  amount: 1500, orderAmount: 1500, phone: '+254712345678', receipt: 'SECOND1234', since: '2026-11-22T10:00:00.000Z', ageSeconds: 300,
};

describe('Pay back on a payment taken twice', () => {
  it('asks a reason, posts it and shows the answer; only a paid second payment offers it', async () => {
    signIn();
    const { stub } = renderAdmin('/admin/payments', {
      'GET /api/admin/payments/review': () => ({ success: true, items: [paidTwice, { ...paidTwice, id: 'a-3', attemptId: 'a-3', kind: 'flag', state: 'expired' }], nextCursor: null }),
      'POST /api/admin/payments/a-2/pay-back': () => ({ success: true, message: 'Refund started: it is paid back by the provider.', refundId: 'r-1' }),
    });
    const items = await screen.findAllByTestId('payment-review-item');
    expect(within(items[1]!).queryByRole('button', { name: 'Pay back' })).toBeNull();
    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Pay back' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay this payment back' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Paid twice by mistake' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay back' }));
    expect(await screen.findByText('Refund started: it is paid back by the provider.')).toBeTruthy();
    expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Paid twice by mistake' });
  });
});
