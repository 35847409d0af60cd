import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminOrderDetailResponse, OrderView } from '@mitumba/contracts/plain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrder, signIn } from '@/test/fixtures';
import { reply } from '@/test/render';
import { renderAdmin } from '../test-helpers';

const ORDER = 'ORD-1700000000001-aaaaaaaa';
const customer = { id: 'u-1', name: 'Wanjiku Kamau', email: 'wanjiku@x.test', phone: '+254712345678' };
const jacket = { _id: 'i-1', productId: 'p-1', name: 'Denim Jacket', size: 'M', weight: 'M', price: 2500, quantity: 2, image: [] };

function detail(order: Partial<OrderView>, extra: Partial<AdminOrderDetailResponse> = {}): AdminOrderDetailResponse {
  return {
    success: true,
    order: anOrder({ orderId: ORDER, paymentMethod: 'Sidian', paymentMethodId: 'sidian', amount: 5000, subtotal: 5000, items: [jacket], ...order }),
    customer,
    attempts: [],
    cancellation: null,
    messages: [],
    ...extra,
  };
}

const attempt = {
  id: 'a-1', provider: 'sidian', purpose: 'full' as const, providerRef: null, state: 'pending' as const, amount: 5000, phone: null, receipt: null, resultCode: null, resultMessage: null,
  createdAt: '2026-11-20T08:00:00.000Z', settledAt: null,
  events: [{ id: 'e-1', at: '2026-11-20T08:00:00.000Z', source: 'initiate', state: 'pending', decision: 'applied', note: 'Waiting for the paybill transfer', actorId: null }],
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const sms = (id: string, extra: object) => ({
  id, phone: '+254712345678', text: `Mitumba: order K7M3QX news ${id}`, parts: 1, status: 'sent' as const, statusCode: 101, deliveryStatus: null,
  failureReason: null, createdAt: '2026-11-20T08:00:00.000Z', sentAt: '2026-11-20T08:00:01.000Z', reportedAt: null, ...extra,
});

describe('/admin/orders/:orderId', () => {
  it('lists the SMS sent about the order: number, text, and sent, delivered or failed with why', async () => {
    signIn();
    const messages = [
      sms('1', { deliveryStatus: 'Success' }), sms('2', {}), sms('3', { deliveryStatus: 'Failed', failureReason: 'DeliveryFailure' }),
      sms('4', { status: 'refused', statusCode: 406, failureReason: 'UserInBlacklist' }),
    ];
    renderAdmin(`/admin/orders/${ORDER}`, { [`GET /api/admin/orders/${ORDER}`]: () => detail({}, { messages }) });
    const list = within(await screen.findByRole('region', { name: 'Messages' }));
    expect(list.getAllByTestId('sms-state').map((state) => state.textContent)).toEqual([
      'Delivered', 'Sent', 'Failed: DeliveryFailure', 'Not sent: UserInBlacklist',
    ]);
    expect(list.getByText('Mitumba: order K7M3QX news 1')).toBeTruthy();
    expect(list.getAllByTestId('order-sms').every((item) => item.textContent?.includes('0712 345 678 · '))).toBe(true);
  });

  it('shows the items, totals, customer, and each payment attempt with its timeline', async () => {
    signIn();
    renderAdmin(`/admin/orders/${ORDER}`, { [`GET /api/admin/orders/${ORDER}`]: () => detail({ address: { firstName: 'Wanjiku', lastName: 'Kamau', street: 'Moi Avenue 5', city: 'Nairobi', phone: '+254712345678' } }, { attempts: [attempt] }) });
    expect(await screen.findByRole('heading', { name: ORDER })).toBeTruthy();
    expect(screen.getByText('Denim Jacket')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('ksh 5,000');
    expect(screen.getByText('Moi Avenue 5, Nairobi')).toBeTruthy();
    const payment = within(screen.getByTestId('payment-attempt'));
    expect(payment.getByText('Sidian paybill · KES 5,000')).toBeTruthy();
    expect(payment.getByText('Waiting for the Sidian paybill transfer of KES 5,000')).toBeTruthy();
    expect(payment.getByText('Waiting', { exact: true })).toBeTruthy();
    // An unpaid Sidian order: confirm or cancel; nothing to deliver yet.
    expect(screen.getByRole('button', { name: 'Confirm payment' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel unpaid order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark delivered' })).toBeNull();
    expect(screen.queryByTestId('attempt-purpose')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Deposit and balance' })).toBeNull();
  });

  it('confirms a payment with its reference (no reason asked), toasts the answer and refetches the order', async () => {
    signIn();
    let paid = false;
    const { stub } = renderAdmin(`/admin/orders/${ORDER}`, {
      [`GET /api/admin/orders/${ORDER}`]: () => detail(paid ? { paymentStatus: 'paid' } : {}),
      [`POST /api/admin/orders/${ORDER}/confirm-payment`]: () => {
        paid = true;
        return { success: true, message: 'Payment confirmed', order: detail({ paymentStatus: 'paid' }).order };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Confirm payment' }));

    // Nothing is sent without a reference; a routine confirmation asks no reason.
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm payment' }));
    expect(await dialog.findByText('The payment reference is required')).toBeTruthy();
    expect(dialog.queryByText('A reason is required')).toBeNull();
    expect(dialog.queryByLabelText('Reason')).toBeNull();
    expect(stub.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(dialog.getByLabelText('Payment reference'), { target: { value: 'SKL4M2N7PQ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm payment' }));

    expect(await screen.findByText('Payment confirmed')).toBeTruthy();
    const post = stub.calls.find((call) => call.method === 'POST')!;
    expect(post.url.pathname).toBe(`/api/admin/orders/${ORDER}/confirm-payment`);
    expect(post.body).toEqual({ reference: 'SKL4M2N7PQ' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(screen.getByTestId('payment-badge').textContent).toBe('Paid'));
    expect(await screen.findByRole('button', { name: 'Mark delivered' })).toBeTruthy();
  });

  it('asks before marking delivered, naming the order and the return window that starts; Close sends nothing', async () => {
    signIn();
    const { stub } = renderAdmin(`/admin/orders/${ORDER}`, {
      [`GET /api/admin/orders/${ORDER}`]: () => detail({ paymentStatus: 'paid' }),
      [`POST /api/admin/orders/${ORDER}/deliver`]: () => ({ success: true, message: 'Order marked as delivered', order: detail({ paymentStatus: 'paid' }).order }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark delivered' }));
    const dialog = screen.getByRole('dialog', { name: `Mark ${ORDER} as delivered?` });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toMatch(/7-day return window starts now/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stub.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Mark delivered' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark delivered' }));
    expect(await screen.findByText('Order marked as delivered')).toBeTruthy();
    expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({});
  });

  it.each([
    ['Mark delivered', `Mark ${ORDER} as delivered?`, `/api/admin/orders/${ORDER}/deliver`],
  ])('%s needs no reason, and sends a note when one is written', async (label, question, path) => {
    signIn();
    const { stub } = renderAdmin(`/admin/orders/${ORDER}`, {
      [`GET /api/admin/orders/${ORDER}`]: () => detail({ paymentStatus: 'paid' }),
      [`POST ${path}`]: () => ({ success: true, message: 'Done', order: detail({ paymentStatus: 'paid' }).order }),
    });
    fireEvent.click(await screen.findByRole('button', { name: label }));
    const dialog = within(screen.getByRole('dialog', { name: question }));
    fireEvent.change(dialog.getByLabelText('Note (optional)'), { target: { value: 'Rider: Otieno' } });
    fireEvent.click(dialog.getByRole('button', { name: label }));
    expect(await screen.findByText('Done')).toBeTruthy();
    const post = stub.calls.find((call) => call.method === 'POST')!;
    expect(post.url.pathname).toBe(path);
    expect(post.body).toEqual({ reason: 'Rider: Otieno' });
  });

  it.each([
    ['Cancel unpaid order', {}, null, `/api/admin/orders/${ORDER}/cancel`, {}],
    ['Approve cancellation', { paymentStatus: 'paid' as const, cancellationStatus: 'pending' as const }, 'pending', `/api/admin/cancellations/${ORDER}/decide`, { approve: true }],
    ['Reject cancellation', { paymentStatus: 'paid' as const, cancellationStatus: 'pending' as const }, 'pending', `/api/admin/cancellations/${ORDER}/decide`, { approve: false }],
  ])('%s (money may go back) requires the reason and sends it to the right endpoint', async (label, order, cancellation, path, extra) => {
    signIn();
    const request = cancellation
      ? { id: 'c-1', reason: 'Ordered by mistake', details: null, status: 'pending' as const, decidedBy: null, decidedAt: null, note: null, createdAt: '2026-11-21T08:00:00.000Z' }
      : null;
    const { stub } = renderAdmin(`/admin/orders/${ORDER}`, {
      [`GET /api/admin/orders/${ORDER}`]: () => detail(order, { cancellation: request }),
      [`POST ${path}`]: () => ({ success: true, message: 'Done', order: detail(order).order }),
    });
    fireEvent.click(await screen.findByRole('button', { name: label }));
    const dialog = within(screen.getByRole('dialog', { name: label }));
    fireEvent.click(dialog.getByRole('button', { name: label }));
    expect(await dialog.findByText('A reason is required')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Checked with the customer' } });
    fireEvent.click(dialog.getByRole('button', { name: label }));
    expect(await screen.findByText('Done')).toBeTruthy();
    const post = stub.calls.find((call) => call.method === 'POST')!;
    expect(post.url.pathname).toBe(path);
    expect(post.body).toEqual({ ...extra, reason: 'Checked with the customer' });
  });

  it('shows when a dispatched order left and offers delivery, not a second dispatch', async () => {
    signIn();
    renderAdmin(`/admin/orders/${ORDER}`, { [`GET /api/admin/orders/${ORDER}`]: () => detail({ paymentStatus: 'paid', dispatchedDate: '2026-11-21T09:30:00.000Z' }) });
    expect(await screen.findByRole('button', { name: 'Mark delivered' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark dispatched' })).toBeNull();
    expect(screen.getByTestId('order-dispatched').textContent).toMatch(/21 Nov 2026/);
    expect(screen.getByTestId('order-status').textContent).toBe('Dispatched');
  });

  it("toasts the server's refusal and keeps the dialog open", async () => {
    signIn();
    renderAdmin(`/admin/orders/${ORDER}`, {
      [`GET /api/admin/orders/${ORDER}`]: () => detail({}),
      [`POST /api/admin/orders/${ORDER}/cancel`]: () => reply(409, { success: false, message: 'This order is already paid' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel unpaid order' }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Customer asked by phone' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel unpaid order' }));
    expect(await screen.findByText('This order is already paid')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('/admin/orders/:orderId for a deposit order', () => {
  const depositOrder = (overrides: Partial<OrderView> = {}) => ({
    paymentMethod: 'Deposit', paymentMethodId: 'deposit' as const, amount: 10000, subtotal: 10000, balance: 2500, balanceOpen: true,
    deposits: [
      { _id: 'd-1', paymentMethod: 'mpesa' as const, method: 'M-Pesa', purpose: 'deposit' as const, amount: 7500, status: 'paid' as const, date: '2026-11-20T08:01:00.000Z', mpesaReceipt: 'SKD1A2B3C4', reference: 'SKD1A2B3C4', phone: '+254712345678' },
      { _id: 'd-2', paymentMethod: 'tinypesa' as const, method: 'TinyPesa', purpose: 'balance' as const, amount: 1000, status: 'failed' as const, date: '2026-11-21T08:00:00.000Z', mpesaReceipt: null, reference: null, phone: '+254712345678' },
      { _id: 'd-3', paymentMethod: 'bank' as const, method: 'Bank (Sidian paybill)', purpose: 'balance' as const, amount: 2500, status: 'pending' as const, date: '2026-11-22T08:00:00.000Z', mpesaReceipt: null, reference: ORDER, phone: null },
    ],
    ...overrides,
  });
  const attempts = [
    { ...attempt, id: 'a-1', provider: 'mpesa', purpose: 'deposit' as const, state: 'paid' as const, amount: 7500, receipt: 'SKD1A2B3C4' },
    { ...attempt, id: 'a-2', provider: 'tinypesa', purpose: 'balance' as const, state: 'failed' as const, amount: 1000 },
    { ...attempt, id: 'a-3', provider: 'sidian', purpose: 'balance' as const, state: 'pending' as const, amount: 2500 },
  ];

  it('shows the deposit, each payment towards the balance, the balance left, and each attempt marked with what it was for', async () => {
    signIn();
    renderAdmin(`/admin/orders/${ORDER}`, { [`GET /api/admin/orders/${ORDER}`]: () => detail(depositOrder(), { attempts }) });
    const card = within(await screen.findByRole('region', { name: 'Deposit and balance' }));
    const entries = card.getAllByTestId('deposit-entry').map((entry) => entry.textContent);
    expect(entries[0]).toMatch(/^Deposit · M-Pesa.*Ref SKD1A2B3C4ksh 7,500Paid$/);
    expect(entries[1]).toMatch(/^Towards the balance · TinyPesa.*ksh 1,000Failed$/);
    expect(entries[2]).toMatch(/^Towards the balance · Bank \(Sidian paybill\).*ksh 2,500Pending$/);
    expect(card.getByText('ksh 7,500', { selector: 'dd' })).toBeTruthy();
    expect(card.getByTestId('deposit-balance').textContent).toBe('ksh 2,500');
    expect(screen.getAllByTestId('attempt-purpose').map((label) => label.textContent)).toEqual(['Deposit', 'Towards the balance', 'Towards the balance']);
    // Its bank transfer waits for the shop; with money in, cancelling hands the payments back.
    expect(screen.getByRole('button', { name: 'Confirm bank payment' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm payment' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel order and hand back payments' })).toBeTruthy();
  });

  it('confirms the bank payment with its reference and shows what is left', async () => {
    signIn();
    let confirmed = false;
    const settled = depositOrder({ paymentStatus: 'paid', balance: 0, balanceOpen: false });
    const { stub } = renderAdmin(`/admin/orders/${ORDER}`, {
      [`GET /api/admin/orders/${ORDER}`]: () => (confirmed
        ? detail(settled, { attempts: attempts.map((one) => (one.id === 'a-3' ? { ...one, state: 'paid' as const } : one)) })
        : detail(depositOrder(), { attempts })),
      [`POST /api/admin/orders/${ORDER}/confirm-payment`]: () => {
        confirmed = true;
        return { success: true, message: 'Payment confirmed: the order is paid', order: detail(settled).order };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm bank payment' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Confirm bank payment' }));
    fireEvent.change(dialog.getByLabelText('Payment reference'), { target: { value: 'SDB7654321' } });
    fireEvent.change(dialog.getByLabelText('Note (optional)'), { target: { value: 'Seen on the Sidian statement' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm bank payment' }));
    expect(await screen.findByText('Payment confirmed: the order is paid')).toBeTruthy();
    expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({ reference: 'SDB7654321', reason: 'Seen on the Sidian statement' });
    await vi.waitFor(() => expect(screen.getByTestId('deposit-balance').textContent).toBe('ksh 0'));
    expect(screen.queryByRole('button', { name: 'Confirm bank payment' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark delivered' })).toBeTruthy();
  });

  it('offers no confirmation while nothing is paid by bank, and cancels a deposit order with nothing in as unpaid', async () => {
    signIn();
    const waiting = depositOrder({
      balance: 10000, balanceOpen: false,
      deposits: [{ _id: 'd-1', paymentMethod: 'mpesa', method: 'M-Pesa', purpose: 'deposit', amount: 7500, status: 'pending', date: '2026-11-20T08:00:00.000Z', mpesaReceipt: null, reference: null, phone: '+254712345678' }],
    });
    renderAdmin(`/admin/orders/${ORDER}`, { [`GET /api/admin/orders/${ORDER}`]: () => detail(waiting, { attempts: [{ ...attempts[0]!, state: 'pending' as const }] }) });
    expect(await screen.findByRole('button', { name: 'Cancel unpaid order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Confirm/ })).toBeNull();
    expect(screen.getByTestId('deposit-balance').textContent).toBe('ksh 10,000');
  });
});
