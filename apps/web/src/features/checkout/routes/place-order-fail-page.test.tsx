import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrder, signIn } from '@/test/fixtures';
import { renderApp, routedFetch } from '@/test/render';
import { PlaceOrderFailPage } from './place-order-fail-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PlaceOrderFailPage', () => {
  it('asks the server for the pending order when the screen is opened without it', async () => {
    signIn();
    const pendingOrder = anOrder({ orderId: 'ORD-1700000000000-eeeeeeeeeeee', amount: 1999, paymentMethod: 'M-Pesa' });
    const stub = routedFetch({ 'GET /api/order/pending': () => ({ success: true, hasPending: true, pendingOrder }) });
    vi.stubGlobal('fetch', vi.fn(stub.fetch));
    renderApp(<PlaceOrderFailPage />, { url: '/placeorderfail' });
    expect(screen.getByText('This customer has pending orders.')).toBeTruthy();
    expect((await screen.findByTestId('order-id')).textContent).toBe('ORD-1700000000000-eeeeeeeeeeee');
    expect(screen.getByTestId('amount').textContent).toBe('ksh 1,999');
    expect(screen.getByTestId('payment-method').textContent).toBe('M-Pesa');
  });
});

describe('PlaceOrderFailPage with an M-Pesa prompt still open', () => {
  it('offers to watch that payment again', async () => {
    signIn();
    const pendingOrder = anOrder({ orderId: 'ORD-1700000000000-ffffffffffff', amount: 2500, paymentMethod: 'M-Pesa', paymentMethodId: 'mpesa', paymentRequestId: 'attempt-7' });
    vi.stubGlobal('fetch', vi.fn(routedFetch({}).fetch));
    renderApp([
      { path: '/placeorderfail', element: <PlaceOrderFailPage /> },
      { path: '/mpesa-processing', element: <p>processing</p> },
    ], { url: '/placeorderfail', state: { pendingOrder } });
    (await screen.findByRole('button', { name: 'Check payment status' })).click();
    expect(await screen.findByText('processing')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('mitumba.mpesaSession') ?? '{}')).toMatchObject({ mpesaRequestId: 'attempt-7', orderId: 'ORD-1700000000000-ffffffffffff', amount: 2500 });
  });
});
