import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_ID_PATTERN } from '@mitumba/contracts/plain';
import { aCart, aCartLine, anOrder, signIn } from '@/test/fixtures';
import { renderApp, reply, routedFetch, type RouteHandler } from '@/test/render';
import { OrderSuccessPage } from './order-success-page';
import { PlaceOrderAdminPage } from './place-order-admin-page';

const profile = (role: string) => ({
  success: true, message: 'ok',
  user: { _id: 'user-42', name: 'Otieno', phone: '+254700000002', email: 'c@x.test', role, profilePicture: null, jbwallet: 0, lastUsedAddress: null },
});
const cart = aCart([aCartLine({ productId: 'p-1', name: 'Denim jacket', quantity: 2, unitPrice: 1500, lineTotal: 3000 })], { discount: 0 });

function renderAdmin(role: string, handlers: Record<string, RouteHandler> = {}) {
  signIn();
  const stub = routedFetch({ 'GET /api/user/profile': () => profile(role), 'POST /api/cart/get': () => cart, ...handlers });
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  const view = renderApp(
    [
      { path: '/place-order-admin', element: <PlaceOrderAdminPage /> },
      { path: '/ordersuccess', element: <OrderSuccessPage /> },
      { path: '/', element: <p>home page</p> },
    ],
    { url: '/place-order-admin' },
  );
  return { ...stub, ...view, callsTo: (path: string) => stub.calls.filter((call) => call.url.pathname === path) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PlaceOrderAdminPage', () => {
  it('sends anyone but a cashier or an admin home', async () => {
    const { router, callsTo } = renderAdmin('customer');
    expect(await screen.findByText('Only cashiers can place cash orders for customers.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo('/api/cart/get')).toHaveLength(0);
  });

  it('requires the customer name and contact', async () => {
    const { callsTo } = renderAdmin('cashier');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm Order' }));
    expect(screen.getByText('Customer name is required')).toBeTruthy();
    expect(screen.getByText('Contact is required')).toBeTruthy();
    expect(callsTo('/api/order/cash')).toHaveLength(0);
  });

  it("sells the cashier's cart for cash and shows the order", async () => {
    const order = anOrder({ orderId: 'ORD-1700000000000-dddddddddddd', amount: 3000, paymentMethod: 'Cash', paymentMethodId: 'cash', paymentStatus: 'paid' });
    const { callsTo } = renderAdmin('cashier', { 'POST /api/order/cash': () => ({ success: true, message: 'Order placed', order }) });
    fireEvent.change(await screen.findByLabelText('Customer name'), { target: { value: 'Baraka Mwangi' } });
    fireEvent.change(screen.getByLabelText('Contact'), { target: { value: '0722000111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByText('Order Placed Successfully!')).toBeTruthy();
    const body = callsTo('/api/order/cash')[0]?.body as Record<string, unknown>;
    expect(body.orderId).toMatch(ORDER_ID_PATTERN);
    expect(body).toMatchObject({ customerName: 'Baraka Mwangi', contact: '0722000111', amount: 3000, discount: 0, couponCode: null });
    expect(body.orderNotes).toBeUndefined();
    expect(screen.getByTestId('payment-status').textContent).toBe('Paid');
  });

  it("shows the server's refusal", async () => {
    renderAdmin('admin', { 'POST /api/order/cash': () => reply(403, { success: false, message: 'Only cashiers can take cash orders' }) });
    fireEvent.change(await screen.findByLabelText('Customer name'), { target: { value: 'Baraka' } });
    fireEvent.change(screen.getByLabelText('Contact'), { target: { value: '0722000111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByText('Only cashiers can take cash orders')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Confirm Order' }) as HTMLButtonElement).disabled).toBe(false));
  });
});
