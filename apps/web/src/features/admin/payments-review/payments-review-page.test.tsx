import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminPaymentReviewItem, AdminPaymentsReviewResponse } from '@mitumba/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { reply } from '@/test/render';
import { renderAdmin } from '../test-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const base = {
  orderId: 'ORD-1700000000001-aaaaaaaa', orderPaymentStatus: 'pending', customer: { id: 'u-1', name: 'Wanjiku Kamau', email: 'w@x.test' }, method: 'mpesa',
  amount: 1500, orderAmount: 1500, phone: '+254712345678', receipt: null, since: '2026-11-22T10:00:00.000Z', ageSeconds: 300,
} as const;
const stuck: AdminPaymentReviewItem = {
  ...base, id: 'a-1', kind: 'stuck', attemptId: 'a-1', flagId: null, state: 'pending', reason: 'Still pending after 5 min', actions: ['query'],
};
const late: AdminPaymentReviewItem = {
  ...base, id: 'f-1', kind: 'flag', attemptId: 'a-2', flagId: 'f-1', orderId: 'ORD-1700000000002-bbbbbbbb', orderPaymentStatus: 'failed', state: 'expired',
  reason: 'A payment arrived after the attempt had expired', actions: ['attach', 'refund', 'resolve'],
};
const page = (items: AdminPaymentReviewItem[], nextCursor: string | null = null): AdminPaymentsReviewResponse => ({ success: true, items, nextCursor });

describe('/admin/payments', () => {
  it('lists each payment with its order, customer, amount, phone, age, reason and the actions that apply', async () => {
    signIn();
    renderAdmin('/admin/payments', { 'GET /api/admin/payments/review': () => page([stuck, late]) });
    const items = await screen.findAllByTestId('payment-review-item');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: stuck.orderId }).getAttribute('href')).toBe(`/admin/orders/${stuck.orderId}`);
    expect(first.getByText('Wanjiku Kamau')).toBeTruthy();
    expect(first.getByText('M-Pesa · +254712345678')).toBeTruthy();
    expect(first.getByText('5 min ago')).toBeTruthy();
    expect(first.getAllByRole('button').map((button) => button.textContent)).toEqual(['Query M-Pesa again']);
    expect(within(items[1]!).getAllByRole('button').map((button) => button.textContent)).toEqual(['Apply to order', 'Record refund', 'Close flag']);
  });

  it('asks M-Pesa again without a reason (a note is optional) and shows the answer; closing a flag needs one', async () => {
    signIn();
    const { stub } = renderAdmin('/admin/payments', {
      'GET /api/admin/payments/review': () => page([stuck, late]),
      'POST /api/admin/payments/a-1/query': () => ({ success: true, message: 'The provider says paid: the payment is now paid.', state: 'paid', orderPaymentStatus: 'paid' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Query M-Pesa again' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask M-Pesa again' });
    expect(within(dialog).getByLabelText('Note (optional)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask M-Pesa' }));
    expect(await screen.findByText('The provider says paid: the payment is now paid.')).toBeTruthy();
    expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({});

    fireEvent.click(screen.getByRole('button', { name: 'Close flag' }));
    const closing = screen.getByRole('dialog', { name: 'Close this flag' });
    fireEvent.click(within(closing).getByRole('button', { name: 'Close flag' }));
    expect(await within(closing).findByText('A reason is required')).toBeTruthy();
    expect(stub.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('records a refund with its reference, and shows a refusal from the server', async () => {
    signIn();
    const { stub } = renderAdmin('/admin/payments', {
      'GET /api/admin/payments/review': () => page([late]),
      'POST /api/admin/payments/a-2/refund': () => reply(409, { success: false, message: 'This payment is already refunded.' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Record refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Record the refund' });
    fireEvent.change(within(dialog).getByLabelText('Payment reference'), { target: { value: 'RFD12AB34C' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Sent back' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByText('This payment is already refunded.')).toBeTruthy();
    expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({ reference: 'RFD12AB34C', reason: 'Sent back' });
  });

  it('says when nothing needs a person, and loads the next page with the cursor', async () => {
    signIn();
    renderAdmin('/admin/payments', { 'GET /api/admin/payments/review': () => page([]) });
    expect(await screen.findByText('Nothing to check')).toBeTruthy();
    vi.unstubAllGlobals();

    const { stub } = renderAdmin('/admin/payments', {
      'GET /api/admin/payments/review': ({ url }) => (url.searchParams.get('cursor') ? page([late]) : page([stuck], 'next-1')),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('payment-review-item')).toHaveLength(2));
    expect(stub.calls.filter((call) => call.url.pathname === '/api/admin/payments/review').at(-1)?.url.searchParams.get('cursor')).toBe('next-1');
  });
});
