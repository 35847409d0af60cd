import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PESAFLUX_POLL_MS, PESAFLUX_REDIRECT_MS } from '@mitumba/contracts/mobile-money';
import { aCart } from '@/test/fixtures';
import type { RouteHandler } from '@/test/render';
import { PesafluxProcessingPage } from './pesaflux-processing-page';
import { Probe, fakeTimersInEachTest, renderStatusScreen, wait } from './test-support';

const REQUEST_ID = 'att_pf_d41';
const DEPOSIT_STATUS_PATH = `/api/order/deposit/pesaflux/status/${REQUEST_ID}`;
const ORDER_ID = 'ORD-1700000000000-ab12cd34ef56';
/** What the checkout sends for a PesaFlux deposit. */
const checkoutState = {
  pesaFluxRequestId: REQUEST_ID, orderId: ORDER_ID, isDeposit: true, amount: 3_500, balance: 1_000, customerName: 'Amina Wanjiru',
  paymentDetails: { amount: 3_500, phone: '254712345678' }, orderDetails: { orderId: ORDER_ID, amount: 3_500, customerName: 'Amina Wanjiru' },
};
/** What the order history sends for a balance payment (spec 2 §2). */
const historyState = { pesaFluxRequestId: REQUEST_ID, isDeposit: true, orderId: ORDER_ID, amount: 1_000, customerName: 'Amina Wanjiru' };

const status = (value: 'pending' | 'success', receipt: string | null = null, amount = 3_500) => ({
  pesaFluxRequestId: REQUEST_ID, status: value, paymentDetails: { mpesaReceipt: receipt }, order: { amount },
});

function renderProcessing(statusHandler: RouteHandler, state: unknown) {
  const routes = [
    { path: '/place-order', element: <Probe /> },
    { path: '/Pesa-Flux-Processing', element: <PesafluxProcessingPage /> },
    { path: '/deposit-success', element: <Probe /> },
    { path: '/ordersuccess', element: <Probe /> },
  ];
  const view = renderStatusScreen(DEPOSIT_STATUS_PATH, statusHandler, routes, { url: '/place-order' });
  act(() => void view.router.navigate('/Pesa-Flux-Processing', { state }));
  return view;
}

fakeTimersInEachTest();

describe('PesafluxProcessingPage with isDeposit', () => {
  it("checks the deposit's status without the token and, once paid, goes to /deposit-success after 3 s", async () => {
    const { router, statusCalls, calls, queryClient } = renderProcessing(() => status('success', 'SKT4H2M9PZ'), checkoutState);
    queryClient.setQueryData(['cart', 'detail', 'user-42'], aCart([]));
    expect(screen.getByTestId('amount').textContent).toBe('ksh 3,500');
    await wait(PESAFLUX_POLL_MS);
    expect(statusCalls()).toHaveLength(1);
    expect(statusCalls()[0]?.headers.get('Authorization')).toBeNull();
    expect(calls.some((call) => call.url.pathname.startsWith('/api/order/pesaflux/status/'))).toBe(false);
    expect(screen.getByTestId('mpesa-receipt').textContent).toBe('SKT4H2M9PZ');
    await wait(PESAFLUX_REDIRECT_MS - 1);
    expect(router.state.location.pathname).toBe('/Pesa-Flux-Processing');
    await wait(1);
    expect(router.state.location.pathname).toBe('/deposit-success');
    expect(router.state.location.state).toEqual({ depositAmount: 3_500, receipt: 'SKT4H2M9PZ', orderId: ORDER_ID, balance: 1_000 });
    expect(queryClient.getQueryState(['cart', 'detail', 'user-42'])?.isInvalidated).toBe(true);
  });

  it("takes the order history's flat state for a balance payment", async () => {
    const { router } = renderProcessing(() => status('success', 'SKT4H2M9QA', 1_000), historyState);
    expect(screen.getByTestId('amount').textContent).toBe('ksh 1,000');
    await wait(PESAFLUX_POLL_MS);
    await wait(PESAFLUX_REDIRECT_MS);
    expect(router.state.location.pathname).toBe('/deposit-success');
    expect(router.state.location.state).toEqual({ depositAmount: 1_000, receipt: 'SKT4H2M9QA', orderId: ORDER_ID });
  });

  it('resumes a deposit from sessionStorage after a reload, still as a deposit', async () => {
    const first = renderProcessing(() => status('pending'), checkoutState);
    first.unmount();
    const { statusCalls } = renderProcessing(() => status('pending'), null);
    await wait(PESAFLUX_POLL_MS);
    expect(statusCalls()).toHaveLength(1);
  });
});
