import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrder, signIn } from '@/test/fixtures';
import { renderApp, reply, routedFetch, type RouteHandler } from '@/test/render';
import { OrderPage } from './order-page';

const ORDER_ID = 'ORD-1700000000001-aaaaaaaa';

function renderOrder(handlers: Record<string, RouteHandler>) {
  const stub = routedFetch(handlers);
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  return renderApp([
    { path: '/order/:orderId', element: <OrderPage /> },
    { path: '/login', element: <p>login page</p> },
  ], { url: `/order/${ORDER_ID}` });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('OrderPage', () => {
  it('shows the order in full with its payment timeline', async () => {
    signIn();
    const order = anOrder({ orderId: ORDER_ID, paymentStatus: 'paid', paymentMethod: 'M-Pesa', paymentMethodId: 'mpesa' });
    renderOrder({
      [`GET /api/order/${ORDER_ID}`]: () => ({
        success: true, order,
        timeline: [
          { at: '2026-11-20T08:00:00.000Z', kind: 'placed', text: 'Order placed' },
          { at: '2026-11-20T08:00:01.000Z', kind: 'prompt', text: 'M-Pesa payment request for ksh 4,500 sent to +254712345678' },
          { at: '2026-11-20T08:00:30.000Z', kind: 'paid', text: 'Paid ksh 4,500 with M-Pesa, receipt SGH7K2L9QX' },
        ],
      }),
    });
    expect(await screen.findByText(`Order ${ORDER_ID}`)).toBeTruthy();
    expect(screen.getByTestId('payment-status').textContent).toBe('Paid');
    expect(screen.getByRole('button', { name: 'Mark as delivered' })).toBeTruthy();
    const steps = within(screen.getByTestId('timeline')).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);
    expect(steps).toEqual(['Order placed', 'M-Pesa payment request for ksh 4,500 sent to +254712345678', 'Paid ksh 4,500 with M-Pesa, receipt SGH7K2L9QX']);
    expect(screen.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.queryByRole('region', { name: 'Refunds' })).toBeNull();
  });

  it('shows each refund in the customer\'s words, and nothing when there is none', async () => {
    signIn();
    const order = anOrder({ orderId: ORDER_ID, status: 'Cancelled', paymentStatus: 'paid', paymentMethod: 'M-Pesa', paymentMethodId: 'mpesa' });
    const sent = 'Refund of Ksh 1,550.00 to M-Pesa 0712 345 678: sent (receipt UKRJV9EV6V)';
    renderOrder({
      [`GET /api/order/${ORDER_ID}`]: () => ({ success: true, order, timeline: [] }),
      [`GET /api/order/${ORDER_ID}/refunds`]: () => ({
        success: true,
        refunds: [{ id: 'r-1', state: 'succeeded', method: 'reversal', provider: 'mpesa', amount: 1550, receipt: 'UKRJV9EV6V', text: sent, createdAt: '2026-11-27T11:17:00.000Z' }],
      }),
    });
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    expect(within(refunds).getAllByRole('listitem').map((item) => item.textContent)).toEqual([sent]);
  });

  it("shows someone else's (or an unknown) order as not found", async () => {
    signIn();
    renderOrder({ [`GET /api/order/${ORDER_ID}`]: () => reply(404, { success: false, message: 'Order not found' }) });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Orders' }).getAttribute('href')).toBe('/orders');
  });

  it('sends visitors to /login', async () => {
    renderOrder({});
    expect(await screen.findByText('login page')).toBeTruthy();
  });
});
