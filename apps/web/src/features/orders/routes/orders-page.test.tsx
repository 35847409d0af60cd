import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { OrderView, UserOrdersResponse } from '@mitumba/contracts/plain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrder, signIn } from '@/test/fixtures';
import { renderApp, reply, routedFetch, type RouteHandler } from '@/test/render';
import { OrdersPage } from './orders-page';

const DAY = 24 * 3600 * 1000;
const jacket = { _id: 'i-1', productId: 'p-1', name: 'Denim Jacket', size: 'M', weight: 'M', price: 2500, quantity: 2, image: [{ url: '/media/jacket.webp', fileId: 'j' }] };
const bale = { _id: 'i-2', productId: 'p-2', name: 'Mens Jeans Bale', size: '45KG', weight: '45KG', price: 6500, quantity: 1, image: [] };

const page = (orders: OrderView[], extra: Partial<UserOrdersResponse> = {}): UserOrdersResponse => ({
  success: true, orders, nextCursor: null, summary: { totalOrders: orders.length, itemsPurchased: 3 }, ...extra,
});

function renderOrders(handlers: Record<string, RouteHandler>) {
  const stub = routedFetch({ 'GET /api/order/bankdetails': () => ({ success: true, bankName: 'Sidian Bank', paybill: '111999', accountNumber: '', accountName: 'Mitumba Store' }), ...handlers });
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  const view = renderApp([
    { path: '/orders', element: <OrdersPage /> },
    { path: '/login', element: <p>login page</p> },
  ], { url: '/orders' });
  return { ...view, stub };
}

afterEach(() => {
  vi.useRealTimers();
  focusManager.setFocused(undefined);
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('OrdersPage', () => {
  it('sends visitors to /login', async () => {
    renderOrders({});
    expect(await screen.findByText('login page')).toBeTruthy();
  });

  it('shows the tiles and a card per order: items, id, date, amounts, method, badges, delivery only once paid', async () => {
    signIn();
    const paid = anOrder({
      _id: 'o-1', orderId: 'ORD-1700000000001-aaaaaaaa', amount: 5000, discount: 1500, paymentMethod: 'M-Pesa', paymentMethodId: 'mpesa',
      paymentStatus: 'paid', paymentDetails: { mpesaReceipt: 'SGH7K2L9QX', transactionId: 'SGH7K2L9QX', phone: '+254712345678' }, items: [jacket],
    });
    const failed = anOrder({ _id: 'o-2', orderId: 'ORD-1700000000002-bbbbbbbb', paymentStatus: 'failed', paymentMethodId: 'mpesa', paymentMethod: 'M-Pesa', items: [bale] });
    renderOrders({ 'POST /api/order/userorders': () => page([paid, failed], { summary: { totalOrders: 2, itemsPurchased: 3 } }) });
    expect(screen.getByText('Loading your orders...')).toBeTruthy();

    expect((await screen.findByTestId('total-orders')).textContent).toBe('2');
    expect(screen.getByTestId('items-purchased').textContent).toBe('3');
    expect(screen.getByRole('link', { name: /Top Ranking/ }).getAttribute('href')).toBe('/order-ranking');

    const [first, second] = screen.getAllByTestId('order-card');
    const card = within(first!);
    expect(card.getByRole('link', { name: 'Order ORD-1700000000001-aaaaaaaa' }).getAttribute('href')).toBe('/order/ORD-1700000000001-aaaaaaaa');
    expect(card.getByText('Denim Jacket')).toBeTruthy();
    expect(card.getByText('Size: M')).toBeTruthy();
    expect(card.getByText('ksh 2,500')).toBeTruthy();
    expect(card.getByText('Qty: 2')).toBeTruthy();
    expect(card.getByText('Subtotal').nextSibling?.textContent).toBe('ksh 6,500');
    expect(card.getByText('Discount').nextSibling?.textContent).toBe('ksh 1,500');
    expect(card.getByText('Total').nextSibling?.textContent).toBe('ksh 5,000');
    expect(card.getByText('Payment method').nextSibling?.textContent).toBe('M-Pesa');
    expect(card.getByTestId('payment-status').textContent).toBe('Paid');
    expect(card.getByTestId('delivery-status').textContent).toBe('Pending delivery');
    expect(card.getByTestId('delivery-status').className).toContain('bg-orange-700');
    expect(card.getByRole('button', { name: 'Mark as delivered' })).toBeTruthy();

    const other = within(second!);
    expect(other.getByTestId('payment-status').textContent).toBe('Payment failed');
    expect(other.queryByTestId('delivery-status')).toBeNull();
    expect(other.queryByRole('button', { name: 'Mark as delivered' })).toBeNull();
    // An item without a picture shows the default one.
    expect(other.getByTestId('default-image')).toBeTruthy();
  });

  it('shows the mobile and cash parts of a hybrid order and the balance they leave', async () => {
    signIn();
    const hybrid = anOrder({
      orderId: 'ORD-1700000000003-cccccccc', amount: 9000, paymentMethod: 'Hybrid', paymentMethodId: 'hybrid', paymentStatus: 'pending', balance: 6000,
      paymentParts: [
        { method: 'Cash', methodId: 'cash', amount: 3000, status: 'paid', reference: null },
        { method: 'PesaFlux', methodId: 'pesaflux', amount: 6000, status: 'pending', reference: null },
      ],
      items: [bale],
    });
    renderOrders({ 'POST /api/order/userorders': () => page([hybrid]) });
    const card = within(await screen.findByTestId('order-card'));
    expect(card.getByText('Cash part').nextSibling?.textContent).toBe('ksh 3,000 · Paid');
    expect(card.getByText('PesaFlux part').nextSibling?.textContent).toBe('ksh 6,000 · Pending');
    expect(card.getByText('Balance').nextSibling?.textContent).toBe('ksh 6,000');
  });

  it("falls back to the default image when an item's picture fails to load", async () => {
    signIn();
    renderOrders({ 'POST /api/order/userorders': () => page([anOrder({ items: [jacket] })]) });
    await screen.findByText('Denim Jacket');
    const card = screen.getByTestId('order-card');
    fireEvent.error(card.querySelector('img')!);
    expect(within(card).getByTestId('default-image')).toBeTruthy();
  });

  it("marks an order delivered: 'Order marked as delivered!', or the server's refusal", async () => {
    signIn();
    const order = anOrder({ orderId: 'ORD-1700000000003-cccccccc', paymentStatus: 'paid', items: [jacket] });
    let delivered = false;
    const { stub } = renderOrders({
      'POST /api/order/userorders': () => page([delivered ? { ...order, status: 'Delivered', deliveredDate: new Date().toISOString() } : order]),
      'PATCH /api/order/ORD-1700000000003-cccccccc/deliver': () => {
        delivered = true;
        return { success: true, message: 'Order marked as delivered!', order: { ...order, status: 'Delivered' } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as delivered' }));
    expect(await screen.findByText('Order marked as delivered!')).toBeTruthy();
    expect(stub.calls.some((call) => call.method === 'PATCH')).toBe(true);
    expect((await screen.findByTestId('delivery-status')).textContent).toBe('Delivered');
    expect(screen.getByTestId('delivery-status').className).toContain('bg-success-600');
    expect(screen.queryByRole('button', { name: 'Mark as delivered' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Request Cancellation' }).getAttribute('href')).toBe('/cancel/ORD-1700000000003-cccccccc');
    expect(screen.getByRole('link', { name: 'Submit Feedback' }).getAttribute('href')).toBe('/feedback/ORD-1700000000003-cccccccc');
  });

  it("shows the server's message when delivery is refused, and 'Failed to mark as delivered' without one", async () => {
    signIn();
    const order = anOrder({ orderId: 'ORD-1700000000004-dddddddd', paymentStatus: 'paid' });
    renderOrders({
      'POST /api/order/userorders': () => page([order]),
      'PATCH /api/order/ORD-1700000000004-dddddddd/deliver': () => reply(409, { success: false, message: 'This order is already marked as delivered.' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as delivered' }));
    expect(await screen.findByText('This order is already marked as delivered.')).toBeTruthy();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('network down'))));
    fireEvent.click(screen.getByRole('button', { name: 'Mark as delivered' }));
    expect(await screen.findByText('Failed to mark as delivered')).toBeTruthy();
  });

  it('shows the after-sale states from the shared rules', async () => {
    signIn();
    const delivered = (days: number) => new Date(Date.now() - days * DAY).toISOString();
    renderOrders({
      'POST /api/order/userorders': () => page([
        anOrder({ _id: 'a', orderId: 'ORD-1700000000005-aaaaaaaa', paymentStatus: 'paid', status: 'Delivered', deliveredDate: delivered(1), cancellationStatus: 'pending', feedbackSubmitted: true }),
        anOrder({ _id: 'b', orderId: 'ORD-1700000000006-bbbbbbbb', paymentStatus: 'paid', status: 'Delivered', deliveredDate: delivered(2), cancellationStatus: 'rejected', feedbackSubmitted: true }),
        anOrder({ _id: 'c', orderId: 'ORD-1700000000007-cccccccc', paymentStatus: 'paid', status: 'Delivered', deliveredDate: delivered(8), feedbackSubmitted: true }),
      ]),
    });
    const [requested, denied, expired] = await screen.findAllByTestId('order-card');
    expect((within(requested!).getByRole('button', { name: 'Cancellation Requested' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(denied!).getByText('Cancellation Denied')).toBeTruthy();
    expect((within(expired!).getByRole('button', { name: 'Cancellation Expired' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'Submit Feedback' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Request Cancellation' })).toBeNull();
  });

  it('shows a pending Sidian order the paybill details with copy buttons, and a pending M-Pesa order the processing notice', async () => {
    signIn();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderOrders({
      'POST /api/order/userorders': () => page([
        anOrder({ _id: 's', orderId: 'ORD-1700000000008-aaaaaaaa', reference: 'H4ND9Q', paymentMethod: 'Sidian', paymentMethodId: 'sidian' }),
        anOrder({ _id: 'm', orderId: 'ORD-1700000000009-bbbbbbbb', paymentMethod: 'M-Pesa', paymentMethodId: 'mpesa' }),
      ]),
    });
    const [sidian, mpesa] = await screen.findAllByTestId('order-card');
    expect(within(sidian!).getByTestId('payment-status').textContent).toBe('Payment pending');
    expect(await within(sidian!).findByText('111999')).toBeTruthy();
    expect(within(sidian!).getByText('Mitumba Store')).toBeTruthy();
    // The account to type in M-Pesa is the order's short reference.
    fireEvent.click(within(sidian!).getByRole('button', { name: 'Copy account' }));
    expect(await screen.findByText('Reference copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('H4ND9Q');
    expect(within(mpesa!).getByText(/Your M-Pesa payment is being processed/)).toBeTruthy();
    expect(within(mpesa!).queryByText('111999')).toBeNull();
  });

  it("shows 'No Orders Yet' to a customer without orders", async () => {
    signIn();
    renderOrders({ 'POST /api/order/userorders': () => page([], { summary: { totalOrders: 0, itemsPurchased: 0 } }) });
    expect(await screen.findByText('No Orders Yet')).toBeTruthy();
    expect(screen.getByText("You haven't placed any orders. Start shopping now!")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe('/');
  });

  it("says 'Error Loading Orders' with 'Failed to load orders', and Try Again loads them", async () => {
    signIn();
    let fail = true;
    renderOrders({
      'POST /api/order/userorders': () => (fail ? reply(500, { success: false, message: 'Something went wrong' }) : page([anOrder({ items: [jacket] })])),
    });
    expect(await screen.findByText('Error Loading Orders')).toBeTruthy();
    expect(await screen.findByText('Failed to load orders')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Denim Jacket')).toBeTruthy();
  });

  it("says 'An error occurred while fetching orders' when the request gets no answer", async () => {
    signIn();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('network down'))));
    renderApp(<OrdersPage />, { url: '/orders' });
    expect(await screen.findByText('An error occurred while fetching orders')).toBeTruthy();
  });

  it('loads the next page with the cursor the server gave', async () => {
    signIn();
    const { stub } = renderOrders({
      'POST /api/order/userorders': ({ body }) => ((body as { cursor?: string }).cursor === 'next-1'
        ? page([anOrder({ _id: 'o-2', orderId: 'ORD-1700000000011-bbbbbbbb' })])
        : page([anOrder({ _id: 'o-1', orderId: 'ORD-1700000000010-aaaaaaaa' })], { nextCursor: 'next-1' })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Order ORD-1700000000011-bbbbbbbb')).toBeTruthy();
    expect(screen.getAllByTestId('order-card')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(stub.calls.filter((call) => call.url.pathname === '/api/order/userorders').map((call) => call.body)).toEqual([{}, { cursor: 'next-1' }]);
  });

  it('asks again every 30 s while the tab is visible, and not while it is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const { stub } = renderOrders({ 'POST /api/order/userorders': () => page([anOrder()]) });
    await screen.findByTestId('order-card');
    const asked = () => stub.calls.filter((call) => call.url.pathname === '/api/order/userorders').length;
    expect(asked()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(asked()).toBe(2);
    act(() => focusManager.setFocused(false));
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(asked()).toBe(2);
  });
});
