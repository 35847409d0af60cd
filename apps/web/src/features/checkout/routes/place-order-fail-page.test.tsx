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
