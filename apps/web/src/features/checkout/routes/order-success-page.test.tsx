import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { OrderSuccessPage } from './order-success-page';

describe('OrderSuccessPage', () => {
  it('shows an order a progress screen saw paid, with its M-Pesa receipt', () => {
    const order = { orderId: 'ORD-1700000000000-ab12cd34ef56', amount: 3_200, paymentMethod: 'TinyPesa', paymentMethodId: 'tinypesa', paymentStatus: 'paid' };
    renderApp(<OrderSuccessPage />, { url: '/ordersuccess', state: { order, receipt: 'SKT4H2M9PZ' } });
    expect(screen.getByText('Order Placed Successfully!')).toBeTruthy();
    expect(screen.getByTestId('order-id').textContent).toBe(order.orderId);
    expect(screen.getByTestId('amount').textContent).toBe('ksh 3,200');
    expect(screen.getByTestId('payment-method').textContent).toBe('TinyPesa');
    expect(screen.getByTestId('payment-status').textContent).toBe('Paid');
    expect(screen.getByTestId('receipt').textContent).toBe('SKT4H2M9PZ');
  });

  it('leaves the receipt out when there is none', () => {
    const order = { orderId: 'ORD-1700000000000-ab12cd34ef56', amount: 900, paymentMethod: 'COD', paymentMethodId: 'cod', paymentStatus: 'pending' };
    renderApp(<OrderSuccessPage />, { url: '/ordersuccess', state: { order } });
    expect(screen.queryByTestId('receipt')).toBeNull();
  });
});
