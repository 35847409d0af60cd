import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { renderApp, reply, routedFetch, type RouteHandler } from '@/test/render';
import { CancelPage } from './cancel-page';

const ORDER = 'ORD-1700000000000-abc123';

function renderCancel(url: string, handler?: RouteHandler, signedIn = true) {
  if (signedIn) signIn();
  const stub = routedFetch({ 'POST /api/order/request-cancellation': handler ?? (() => ({ success: true, message: 'Cancellation request submitted' })) });
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  const view = renderApp([
    { path: '/cancel/:orderId?', element: <CancelPage /> },
    { path: '/orders', element: <p>Orders page</p> },
    { path: '/login', element: <p>Login page</p> },
  ], { url });
  return { ...view, stub };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const submitButton = () => screen.getByRole('button', { name: 'Submit Request' }) as HTMLButtonElement;

describe('CancelPage', () => {
  it('prefills the order id from the path, keeps submit disabled until a reason is chosen, sends the request and goes to /orders', async () => {
    const { stub } = renderCancel(`/cancel/${ORDER}`);
    expect((screen.getByLabelText('Order ID') as HTMLInputElement).value).toBe(ORDER);
    expect(submitButton().disabled).toBe(true);
    const reasons = [...(screen.getByLabelText('Reason') as HTMLSelectElement).options].map((option) => option.value);
    expect(reasons).toEqual(['', 'delayed', 'damaged', 'wrongSize', 'changedMind', 'other']);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'damaged' } });
    fireEvent.change(screen.getByLabelText('Details (optional)'), { target: { value: 'Torn sleeve' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('Orders page')).toBeTruthy();
    expect(await screen.findByText('Cancellation request submitted')).toBeTruthy();
    expect(stub.calls[0]?.body).toEqual({ orderId: ORDER, reason: 'damaged', details: 'Torn sleeve' });
  });

  it('without an order id in the path, waits for one to be typed', () => {
    renderCancel('/cancel');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'other' } });
    expect(submitButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Order ID'), { target: { value: ORDER } });
    expect(submitButton().disabled).toBe(false);
  });

  it("shows the server's refusal as 'Error: …', and 'Error: Failed to submit request.' without one", async () => {
    renderCancel(`/cancel/${ORDER}`, () => reply(422, { success: false, message: 'The 7-day cancellation window for this order has closed.' }));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'delayed' } });
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Error: The 7-day cancellation window for this order has closed.');
  });

  it("falls back to 'Error: Failed to submit request.'", async () => {
    renderCancel(`/cancel/${ORDER}`, () => reply(500, null));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'delayed' } });
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Failed to submit request.');
  });

  it('sends a visitor to /login', async () => {
    renderCancel(`/cancel/${ORDER}`, undefined, false);
    expect(await screen.findByText('Login page')).toBeTruthy();
  });
});
