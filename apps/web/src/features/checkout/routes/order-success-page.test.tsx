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

  it('shows the deposit and the balance of a deposit order (state deposit)', () => {
    const order = { orderId: 'ORD-1700000000000-ab12cd34ef56', amount: 4_500, paymentMethod: 'Deposit', paymentMethodId: 'deposit', paymentStatus: 'pending' };
    renderApp(<OrderSuccessPage />, { url: '/ordersuccess', state: { order, deposit: { amount: 3_500, balance: 1_000 }, receipt: 'TXN-LIP-8812' } });
    expect(screen.getByTestId('amount').textContent).toBe('ksh 4,500');
    expect(screen.getByTestId('payment-status').textContent).toBe('Deposit paid');
    expect(screen.getByTestId('deposit-amount').textContent).toBe('ksh 3,500');
    expect(screen.getByTestId('balance').textContent).toBe('ksh 1,000');
    expect(screen.getByText('Your deposit is in: pay the balance from My Orders whenever you are ready.')).toBeTruthy();
  });

  it('leaves the receipt out when there is none', () => {
    const order = { orderId: 'ORD-1700000000000-ab12cd34ef56', amount: 900, paymentMethod: 'COD', paymentMethodId: 'cod', paymentStatus: 'pending' };
    renderApp(<OrderSuccessPage />, { url: '/ordersuccess', state: { order } });
    expect(screen.queryByTestId('receipt')).toBeNull();
    expect(screen.queryByTestId('deposit-amount')).toBeNull();
  });
});
