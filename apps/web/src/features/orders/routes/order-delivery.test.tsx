import { screen, within } from '@testing-library/react';
import type { OrderView } from '@mitumba/contracts/plain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrder, signIn } from '@/test/fixtures';
import { renderApp, routedFetch } from '@/test/render';
import { OrderPage } from './order-page';
import { OrdersPage } from './orders-page';

const ORDER_ID = 'ORD-1700000000001-aaaaaaaa';
const paid = (extra: Partial<OrderView>) => anOrder({ orderId: ORDER_ID, reference: 'K7QX3M', paymentStatus: 'paid', paymentMethod: 'M-Pesa', paymentMethodId: 'mpesa', ...extra });
const dispatched = {
  dispatchedDate: '2026-11-21T09:30:00.000Z', dispatchedAt: '2026-11-21T09:30:00.000Z', courier: 'G4S', trackingNumber: 'G4S-7781',
  trackingUrl: 'https://courier.g4s.co.ke/track?waybill=G4S-7781',
};

function renderOrder(order: OrderView, whatsApp = '+254722000111') {
  const stub = routedFetch({
    [`GET /api/order/${ORDER_ID}`]: () => ({ success: true, order, timeline: [] }),
    'GET /api/shop/contact': () => ({ success: true, whatsApp }),
  });
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  return renderApp([{ path: '/order/:orderId', element: <OrderPage /> }], { url: `/order/${ORDER_ID}` });
}

const stepStates = () => within(screen.getByTestId('delivery-steps')).getAllByRole('listitem')
  .map((item) => [item.getAttribute('data-testid'), item.getAttribute('data-done')]);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the order page follows the order on its way', () => {
  it('paid, not yet sent: placed and paid done, the badge says Pending delivery', async () => {
    signIn();
    renderOrder(paid({}));
    expect((await screen.findByTestId('delivery-status')).textContent).toBe('Pending delivery');
    expect(stepStates()).toEqual([['step-placed', 'true'], ['step-paid', 'true'], ['step-dispatched', 'false'], ['step-delivered', 'false']]);
  });

  it('dispatched: On its way, with the courier and the tracking number opening its page in a new tab', async () => {
    signIn();
    renderOrder(paid(dispatched));
    expect((await screen.findByTestId('delivery-status')).textContent).toBe('On its way');
    expect(stepStates()).toEqual([['step-placed', 'true'], ['step-paid', 'true'], ['step-dispatched', 'true'], ['step-delivered', 'false']]);
    const step = within(screen.getByTestId('step-dispatched'));
    expect(step.getByText(/With G4S, tracking number/)).toBeTruthy();
    const link = screen.getByTestId('tracking-link');
    expect(link.getAttribute('href')).toBe('https://courier.g4s.co.ke/track?waybill=G4S-7781');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toContain('G4S-7781');
  });

  it('a courier without a tracking page shows the number without a link', async () => {
    signIn();
    renderOrder(paid({ ...dispatched, courier: 'Shop rider', trackingNumber: 'RIDER-1', trackingUrl: null }));
    expect(await screen.findByText(/With Shop rider, tracking number/)).toBeTruthy();
    expect(screen.queryByTestId('tracking-link')).toBeNull();
    expect(screen.getByText('RIDER-1')).toBeTruthy();
  });

  it('ready for collection: where and until when, and the badge says so', async () => {
    signIn();
    renderOrder(paid({ readyForCollectionAt: '2026-11-22T09:30:00.000Z', collectionPlace: 'Gikomba Market, stall 14', collectBy: '2026-12-04' }));
    expect((await screen.findByTestId('delivery-status')).textContent).toBe('Ready for collection');
    expect(stepStates()).toEqual([
      ['step-placed', 'true'], ['step-paid', 'true'], ['step-dispatched', 'false'], ['step-ready-for-collection', 'true'], ['step-delivered', 'false'],
    ]);
    expect(screen.getByTestId('step-ready-for-collection').textContent).toContain('At Gikomba Market, stall 14, until Fri 4 Dec 2026');
  });

  it('delivered: every step done and the badge says Delivered; a cancelled order shows no steps', async () => {
    signIn();
    const view = renderOrder(paid({ ...dispatched, status: 'Delivered', deliveredDate: '2026-11-23T09:30:00.000Z' }));
    expect((await screen.findByTestId('delivery-status')).textContent).toBe('Delivered');
    expect(stepStates().every(([, done]) => done === 'true')).toBe(true);
    view.unmount();
    vi.unstubAllGlobals();
    renderOrder(paid({ status: 'Cancelled' }));
    expect((await screen.findByTestId('delivery-status')).textContent).toBe('Cancelled');
    expect(screen.queryByTestId('delivery-steps')).toBeNull();
  });

  it('offers "Ask about this order" on the shop\'s WhatsApp number with the short reference', async () => {
    signIn();
    renderOrder(paid({}));
    const ask = await screen.findByRole('link', { name: 'Ask about this order' });
    await vi.waitFor(() => expect(ask.getAttribute('href')).toBe(
      `https://wa.me/254722000111?text=${encodeURIComponent('Hello Mitumba, I have a question about my order K7QX3M.')}`,
    ));
    expect(ask.getAttribute('target')).toBe('_blank');
    expect(ask.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('the order history card', () => {
  it('shows On its way for a dispatched order, not Pending delivery', async () => {
    signIn();
    const stub = routedFetch({
      'POST /api/order/userorders': () => ({ success: true, orders: [paid(dispatched)], nextCursor: null, summary: { totalOrders: 1, itemsPurchased: 1 } }),
    });
    vi.stubGlobal('fetch', vi.fn(stub.fetch));
    renderApp([{ path: '/orders', element: <OrdersPage /> }], { url: '/orders' });
    expect((await screen.findByTestId('delivery-status')).textContent).toBe('On its way');
  });
});
