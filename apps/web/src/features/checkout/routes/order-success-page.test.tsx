import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOrder } from '@/test/fixtures';
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

  it('shows a cash-on-delivery order waiting for its cash without the tick: who takes it, the reference, the deadline', () => {
    const order = anOrder({ amount: 900, reference: 'K7QX3M', payBy: '2024-05-03T10:00:00.000Z' });
    renderApp(<OrderSuccessPage />, { url: '/ordersuccess', state: { order } });
    expect(screen.queryByText('Order Placed Successfully!')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Order placed — waiting for your payment' })).toBeTruthy();
    expect(screen.getByText(/Pay KES 900 in cash to the delivery rider/)).toBeTruthy();
    expect(screen.getByTestId('order-reference').textContent).toBe('K7QX3M');
    expect(screen.getByTestId('payment-status').textContent).toBe('Waiting for your payment');
    expect(screen.getByText(/Pay by .* \(Nairobi time\), or the order is cancelled/)).toBeTruthy();
    expect(screen.queryByTestId('receipt')).toBeNull();
    expect(screen.queryByTestId('deposit-amount')).toBeNull();
  });

  it('shows a paybill order with the paybill, its reference as the account and the amount', () => {
    const order = anOrder({ amount: 2450, reference: 'K7QX3M', paymentMethod: 'Sidian', paymentMethodId: 'sidian', payBy: '2024-05-03T10:00:00.000Z' });
    const bankDetails = { bankName: 'Sidian Bank', paybill: '111999', accountNumber: 'MITUMBA', accountName: 'Mitumba Traders' };
    renderApp(<OrderSuccessPage />, { url: '/ordersuccess', state: { order, bankDetails } });
    expect(screen.getByRole('heading', { name: 'Order placed — waiting for your payment' })).toBeTruthy();
    const card = screen.getByRole('region', { name: /Pay by M-Pesa paybill/ });
    expect(card.textContent).toContain('111999');
    expect(card.textContent).toContain('AccountK7QX3M');
    expect(card.textContent).toContain('KES 2,450');
    expect(card.textContent).toMatch(/or the order is cancelled/);
  });
});
