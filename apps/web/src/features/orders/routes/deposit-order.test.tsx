import { act, fireEvent, screen, within } from '@testing-library/react';
import type { OrderView } from '@mitumba/contracts/plain';
import { BALANCE_REFETCH_MS } from '@mitumba/contracts/deposits';
import { afterEach, describe, expect, it, vi } from 'vitest';
// The progress screens' test helper: test-only, so it is not in the payments index.
// eslint-disable-next-line no-restricted-imports
import { Probe } from '@/features/payments/routes/test-support';
import { anOrder, signIn } from '@/test/fixtures';
import { renderApp, reply, routedFetch, type RouteHandler } from '@/test/render';
import { OrderPage } from './order-page';
import { OrdersPage } from './orders-page';

const ORDER_ID = 'ORD-1700000000100-ab12cd34';

/** A 75 % M-Pesa deposit paid on a Ksh 12,000 order, and one TinyPesa payment that failed. */
const depositOrder = (overrides: Partial<OrderView> = {}) => anOrder({
  _id: 'o-dep', orderId: ORDER_ID, amount: 12_000, subtotal: 12_000, paymentMethod: 'Deposit', paymentMethodId: 'deposit', paymentStatus: 'pending',
  balance: 3_000, balanceOpen: true, address: { firstName: 'Amina', lastName: 'Wanjiru' },
  deposits: [
    {
      _id: 'a-1', paymentMethod: 'mpesa', method: 'M-Pesa', purpose: 'deposit', amount: 9_000, status: 'paid', date: '2026-11-20T08:00:00.000Z',
      mpesaReceipt: 'SGH7K2L9QX', reference: 'SGH7K2L9QX', phone: '+254712345678',
    },
    {
      _id: 'a-2', paymentMethod: 'tinypesa', method: 'TinyPesa', purpose: 'balance', amount: 1_000, status: 'failed', date: '2026-11-21T09:30:00.000Z',
      mpesaReceipt: null, reference: null, phone: '+254712345678',
    },
  ],
  ...overrides,
});

const page = (orders: OrderView[]) => ({ success: true, orders, nextCursor: null, summary: { totalOrders: orders.length, itemsPurchased: 1 } });
const settings = (depositMethods: string[]) => ({
  success: true, enabledMethods: ['deposit'], depositMethods, depositSettings: { minDepositRegular: 50, minDepositNewUser: 75 }, methods: [],
});
const profile = (phone: string) => ({
  success: true, message: 'ok',
  user: { _id: 'user-42', name: 'Amina Wanjiru', phone, email: 'amina@example.com', role: 'user', profilePicture: null, jbwallet: 0, lastUsedAddress: null },
});
const started = (extra: object = {}) => ({
  success: true, message: 'M-Pesa payment initiated. Check your phone.', orderId: ORDER_ID, amount: 1_500, balance: 1_500, requestId: 'req-77', ...extra,
});

const ALL_METHODS = ['mpesa', 'lipia', 'tinypesa', 'pesaflux', 'bank', 'paystack', 'cash'];

function renderOrders(handlers: Record<string, RouteHandler>, { orders = [depositOrder()], methods = ALL_METHODS, phone = '+254712345678' } = {}) {
  signIn();
  const stub = routedFetch({
    'POST /api/order/userorders': () => page(orders),
    'GET /api/payment-settings': () => settings(methods),
    'GET /api/user/profile': () => profile(phone),
    'GET /api/order/bankdetails': () => ({ success: true, bankName: 'Sidian Bank', paybill: '111999', accountNumber: '', accountName: 'Mitumba Store' }),
    ...handlers,
  });
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  const view = renderApp([
    { path: '/orders', element: <OrdersPage /> },
    { path: '/order-deposit-processing', element: <Probe /> },
    { path: '/mpesa-deposit-processing', element: <Probe /> },
    { path: '/Pesa-Flux-Processing', element: <Probe /> },
  ], { url: '/orders' });
  const posts = () => stub.calls.filter((call) => call.method === 'POST' && call.url.pathname.startsWith('/api/order/deposit'));
  return { ...view, ...stub, posts };
}

const amountInput = () => screen.getByLabelText('Amount (Ksh)') as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a deposit order on /orders', () => {
  it("lists the deposit and the payments towards the balance (method, amount, status, date, receipt), and the balance", async () => {
    renderOrders({});
    const deposits = within(await screen.findByTestId('deposits'));
    const [deposit, balancePayment] = deposits.getAllByTestId('deposit-entry');
    expect(deposit!.textContent).toContain('Deposit · M-Pesa');
    expect(deposit!.textContent).toContain('ksh 9,000');
    expect(deposit!.textContent).toContain('Receipt SGH7K2L9QX');
    expect(deposit!.textContent).toContain('20 Nov 2026');
    expect(within(deposit!).getByTestId('deposit-status').textContent).toBe('Paid');
    expect(balancePayment!.textContent).toContain('Towards the balance · TinyPesa');
    expect(within(balancePayment!).getByTestId('deposit-status').textContent).toBe('Failed');
    expect(deposits.getByTestId('deposit-balance').textContent).toBe('ksh 3,000');
    // The deposit's attempts are not listed a second time as a split payment's parts.
    expect(screen.queryByText(/ part$/)).toBeNull();
  });

  it('offers the pay-balance form only while the balance is open', async () => {
    renderOrders({}, { orders: [depositOrder({ balanceOpen: false, paymentStatus: 'paid', balance: 0 })] });
    await screen.findByTestId('deposits');
    expect(screen.queryByTestId('pay-balance')).toBeNull();
  });

  it('has a button per enabled balance method, each disabled while no amount is entered', async () => {
    renderOrders({}, { methods: ['tinypesa', 'bank', 'paystack'] });
    await screen.findByRole('button', { name: 'Pay with TinyPesa' });
    const names = within(screen.getByTestId('pay-balance')).getAllByRole('button').map((each) => each.textContent);
    expect(names).toEqual(['Pay with TinyPesa', 'Pay by bank transfer']);
    expect(button('Pay with TinyPesa').disabled).toBe(true);
    expect(button('Pay by bank transfer').disabled).toBe(true);
    fireEvent.change(amountInput(), { target: { value: '500' } });
    expect(button('Pay with TinyPesa').disabled).toBe(false);
  });

  it("caps the amount at the balance with 'Amount cannot exceed the remaining balance', and refuses 0 with 'Please enter a valid amount'", async () => {
    const { posts } = renderOrders({});
    await screen.findByRole('button', { name: 'Pay with M-Pesa' });
    fireEvent.change(amountInput(), { target: { value: '5000' } });
    expect(amountInput().value).toBe('3000');
    expect(screen.getByText('Amount cannot exceed the remaining balance')).toBeTruthy();
    fireEvent.change(amountInput(), { target: { value: '0' } });
    fireEvent.click(button('Pay with M-Pesa'));
    expect(await screen.findByText('Please enter a valid amount')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it("pays by M-Pesa to the profile's phone: '… initiated', then /order-deposit-processing with the payment", async () => {
    const { posts, router } = renderOrders({ 'POST /api/order/deposit/mpesa': () => started({ mpesaRequestId: 'req-77' }) });
    expect((await screen.findByTestId('profile-phone')).textContent).toBe('+254712345678');
    fireEvent.change(amountInput(), { target: { value: '1500' } });
    fireEvent.click(button('Pay with M-Pesa'));
    expect(await screen.findByText('M-Pesa payment initiated. Check your phone.')).toBeTruthy();
    expect(posts().map((call) => call.body)).toEqual([{ orderId: ORDER_ID, amount: 1500, phone: '+254712345678' }]);
    expect(router.state.location.pathname).toBe('/order-deposit-processing');
    expect(router.state.location.state).toEqual({
      orderId: ORDER_ID, depositAmount: 1500, paymentMethod: 'mpesa', requestId: 'req-77', phone: '+254712345678', customer: { firstName: 'Amina', lastName: 'Wanjiru' },
    });
  });

  it('pays by Lipia and TinyPesa through their own calls and the same progress screen', async () => {
    for (const [method, name] of [['lipia', 'Lipia'], ['tinypesa', 'TinyPesa']] as const) {
      const { posts, router, unmount } = renderOrders({ [`POST /api/order/deposit/${method}`]: () => started({ message: `${name} payment initiated. Check your phone.` }) });
      fireEvent.change(await screen.findByLabelText('Amount (Ksh)'), { target: { value: '700' } });
      fireEvent.click(button(`Pay with ${name}`));
      expect(await screen.findByText(`${name} payment initiated. Check your phone.`)).toBeTruthy();
      expect(posts().map((call) => call.url.pathname)).toEqual([`/api/order/deposit/${method}`]);
      expect(router.state.location.state).toMatchObject({ paymentMethod: method, depositAmount: 700, requestId: 'req-77' });
      unmount();
    }
  });

  it("pays by PesaFlux to a different phone, 0 turned to 254, and goes to /Pesa-Flux-Processing as a deposit", async () => {
    const { posts, router } = renderOrders({ 'POST /api/order/deposit/pesaflux/initiate': () => started({ pesaFluxRequestId: 'PFX-1', requestId: 'PFX-1' }) });
    fireEvent.change(await screen.findByLabelText('Amount (Ksh)'), { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Use different phone number' }));
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '0722000111' } });
    fireEvent.click(button('Pay with PesaFlux'));
    expect(await screen.findByText('PesaFlux payment initiated. Check your phone.')).toBeTruthy();
    expect(posts().map((call) => call.body)).toEqual([{ orderId: ORDER_ID, amount: 2000, phone: '254722000111' }]);
    expect(router.state.location.pathname).toBe('/Pesa-Flux-Processing');
    expect(router.state.location.state).toEqual({ pesaFluxRequestId: 'PFX-1', isDeposit: true, orderId: ORDER_ID, amount: 2000, customerName: 'Amina Wanjiru' });
  });

  it('drops the leading + of a PesaFlux phone, and asks for a valid phone before calling', async () => {
    const { posts } = renderOrders({ 'POST /api/order/deposit/pesaflux/initiate': () => started({ pesaFluxRequestId: 'PFX-2' }) }, { phone: '' });
    fireEvent.change(await screen.findByLabelText('Amount (Ksh)'), { target: { value: '100' } });
    // Without a phone on the profile, the phone field shows at once.
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '12' } });
    fireEvent.click(button('Pay with PesaFlux'));
    expect(await screen.findByText('Please enter a valid phone number starting with 0.')).toBeTruthy();
    expect(posts()).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '+254733444555' } });
    fireEvent.click(button('Pay with PesaFlux'));
    await screen.findByText('PesaFlux payment initiated. Check your phone.');
    expect(posts().map((call) => call.body)).toEqual([{ orderId: ORDER_ID, amount: 100, phone: '254733444555' }]);
  });

  it('pays by bank transfer without a phone, shows where to pay in place, and reads the orders again 5 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const bankDetails = { bankName: 'Sidian Bank', paybill: '111999', accountNumber: '', accountName: 'Mitumba Store' };
    const { posts, router, calls } = renderOrders({
      'POST /api/order/deposit/bank': () => started({ message: `Pay Ksh 3000 to paybill 111999, account , reference ${ORDER_ID}. We confirm it once it arrives.`, amount: 3_000, balance: 0, bankDetails }),
    });
    fireEvent.change(await screen.findByLabelText('Amount (Ksh)'), { target: { value: '3000' } });
    fireEvent.click(button('Pay by bank transfer'));
    const block = within(await screen.findByTestId('bank-transfer'));
    expect(posts().map((call) => call.body)).toEqual([{ orderId: ORDER_ID, amount: 3000 }]);
    expect(block.getByText('111999')).toBeTruthy();
    // The order's short reference is the account, not its long id.
    expect(block.getByText('K7QX3M')).toBeTruthy();
    expect(block.queryByText(ORDER_ID)).toBeNull();
    expect(block.getByText('Mitumba Store')).toBeTruthy();
    expect(block.getByText(/Sidian Bank/)).toBeTruthy();
    expect(block.getByText('ksh 3,000')).toBeTruthy();
    expect(block.getByRole('link', { name: '+254 700 123 456' }).getAttribute('href')).toBe('tel:+254700123456');
    // The form is ready for the next payment.
    expect(amountInput().value).toBe('');
    expect(router.state.location.pathname).toBe('/orders');
    const reads = () => calls.filter((call) => call.url.pathname === '/api/order/userorders').length;
    const before = reads();
    await act(() => vi.advanceTimersByTimeAsync(BALANCE_REFETCH_MS - 200));
    expect(reads()).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(reads()).toBe(before + 1);
  });

  it("shows the server's refusal, else 'Failed to initiate PesaFlux payment' or 'Failed to initiate payment'", async () => {
    const { router } = renderOrders({
      'POST /api/order/deposit/mpesa': () => reply(409, { success: false, message: 'A payment of Ksh 1,000 for this order is still waiting. Complete it, or try again in a few minutes.' }),
    });
    fireEvent.change(await screen.findByLabelText('Amount (Ksh)'), { target: { value: '1000' } });
    fireEvent.click(button('Pay with M-Pesa'));
    expect(await screen.findByText('A payment of Ksh 1,000 for this order is still waiting. Complete it, or try again in a few minutes.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/orders');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('network down'))));
    fireEvent.click(button('Pay with PesaFlux'));
    expect(await screen.findByText('Failed to initiate PesaFlux payment')).toBeTruthy();
    fireEvent.click(button('Pay with Lipia'));
    expect(await screen.findByText('Failed to initiate payment')).toBeTruthy();
  });
});

describe('a deposit order on /order/{id}', () => {
  it('shows the same deposits, balance and form', async () => {
    signIn();
    const stub = routedFetch({
      [`GET /api/order/${ORDER_ID}`]: () => ({ success: true, order: depositOrder(), timeline: [] }),
      'GET /api/payment-settings': () => settings(ALL_METHODS),
      'GET /api/user/profile': () => profile('+254712345678'),
    });
    vi.stubGlobal('fetch', vi.fn(stub.fetch));
    renderApp([{ path: '/order/:orderId', element: <OrderPage /> }], { url: `/order/${ORDER_ID}` });
    expect((await screen.findByTestId('deposit-balance')).textContent).toBe('ksh 3,000');
    expect(screen.getAllByTestId('deposit-entry')).toHaveLength(2);
    expect(await screen.findByRole('button', { name: 'Pay with M-Pesa' })).toBeTruthy();
  });
});
