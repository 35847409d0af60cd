import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_ID_PATTERN } from '@mitumba/contracts/plain';
import { reply } from '@/test/render';
import { agreeToTerms, confirm, field, lastAddress, renderCheckout, settingsWithMobileMoney } from './place-order-page.harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const started = (extra: object) => ({ success: true, message: 'Prompt sent', orderId: 'ORD-1700000000000-ab12cd34', amount: 4500, ...extra });

function renderWithMobileMoney(handlers: Parameters<typeof renderCheckout>[0] = {}, disabled: string[] = []) {
  return renderCheckout({ 'GET /api/payment-settings': () => settingsWithMobileMoney(disabled), ...handlers });
}

async function choose(label: string) {
  fireEvent.click(await screen.findByRole('radio', { name: new RegExp(`^${label}`) }));
}

describe('PlaceOrderPage mobile-money methods', () => {
  it('shows a card for each enabled method only', async () => {
    renderWithMobileMoney({}, ['kcb']);
    await screen.findByRole('radio', { name: /^Lipia/ });
    for (const label of ['TinyPesa', 'PesaFlux', 'Hybrid']) expect(screen.getByRole('radio', { name: new RegExp(`^${label}`) })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /^KCB/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /^Paystack/ })).toBeNull();
  });

  it("checks each method's own phone, which starts as the delivery phone", async () => {
    const { callsTo } = renderWithMobileMoney();
    await choose('TinyPesa');
    const phone = field('TinyPesa phone number');
    expect(phone.value).toBe('0712345678');
    fireEvent.change(phone, { target: { value: '07123' } });
    fireEvent.blur(phone);
    expect(screen.getByText('Phone number must be 10 digits (e.g., 0712345678)')).toBeTruthy();
    agreeToTerms();
    fireEvent.click(confirm());
    expect(await screen.findByText('Please fix phone number validation errors')).toBeTruthy();
    expect(callsTo('/api/order/tinypesa/initiate')).toHaveLength(0);
    await choose('Lipia');
    expect(field('Lipia phone number').value).toBe('0712345678');
  });

  it('starts a Lipia payment with the Lipia phone and goes to /lipia-processing with its state', async () => {
    const { callsTo, router } = renderWithMobileMoney({ 'POST /api/order/payment/lipia': () => started({ lipiaRequestId: 'LIP-9f2c' }) });
    await choose('Lipia');
    fireEvent.change(field('Lipia phone number'), { target: { value: '0722000111' } });
    agreeToTerms();
    fireEvent.click(confirm());
    await screen.findByText('lipia-processing screen');
    const body = callsTo('/api/order/payment/lipia')[0]?.body as Record<string, unknown>;
    expect(body.orderId).toMatch(ORDER_ID_PATTERN);
    expect(body).toMatchObject({ userId: 'user-42', amount: 4500, phone: '0722000111', address: { ...lastAddress, lipiaPhone: '0722000111' } });
    expect(router.state.location.state).toEqual({
      lipiaRequestId: 'LIP-9f2c', orderId: 'ORD-1700000000000-ab12cd34', amount: 4500, phone: '0722000111', customerName: 'Amina Wanjiru',
    });
  });

  it('on a 202 (Lipia gave no answer) goes to /lipia-processing all the same, saying the shop is checking', async () => {
    const checking = 'We could not reach Lipia; if you were charged the order will complete — we are checking';
    const { router } = renderWithMobileMoney({ 'POST /api/order/payment/lipia': () => reply(202, started({ lipiaRequestId: 'LIP-0', message: checking })) });
    await choose('Lipia');
    agreeToTerms();
    fireEvent.click(confirm());
    await screen.findByText('lipia-processing screen');
    expect(router.state.location.state).toMatchObject({ lipiaRequestId: 'LIP-0' });
    expect(await screen.findByText(checking)).toBeTruthy();
  });

  it('knows the 202 by its status, not its words: any words on a 202 warn, the English ones on a 200 do not', async () => {
    const swahili = 'Hatukuweza kuwasiliana na TinyPesa; kama umekatwa pesa, oda yako itakamilika — tunafuatilia';
    const first = renderWithMobileMoney({ 'POST /api/order/tinypesa/initiate': () => reply(202, started({ tinypesaRequestId: 'TP-0', message: swahili })) });
    await choose('TinyPesa');
    agreeToTerms();
    fireEvent.click(confirm());
    await screen.findByText('Tinypesa-Processing screen');
    expect(await screen.findByText(swahili)).toBeTruthy();
    first.unmount();

    const english = 'We could not reach KCB; if you were charged the order will complete — we are checking';
    renderWithMobileMoney({ 'POST /api/order/kcb/initiate': () => started({ kcbRequestId: 'KCB-0', message: english }) });
    await choose('KCB');
    agreeToTerms();
    fireEvent.click(confirm());
    await screen.findByText('Kcb-Processing screen');
    expect(screen.queryByText(english)).toBeNull();
  });

  it('sends PesaFlux the phone as 254… and its screen the nested state', async () => {
    const { callsTo, router } = renderWithMobileMoney({ 'POST /api/order/pesaflux/initiate': () => started({ pesaFluxRequestId: 'PFX-77' }) });
    await choose('PesaFlux');
    agreeToTerms();
    fireEvent.click(confirm());
    await screen.findByText('Pesa-Flux-Processing screen');
    expect(callsTo('/api/order/pesaflux/initiate')[0]?.body).toMatchObject({ phone: '254712345678', address: { pesafluxPhone: '0712345678' } });
    expect(router.state.location.state).toEqual({
      pesaFluxRequestId: 'PFX-77', orderId: 'ORD-1700000000000-ab12cd34', isDeposit: false,
      paymentDetails: { amount: 4500, phone: '254712345678' },
      orderDetails: { orderId: 'ORD-1700000000000-ab12cd34', amount: 4500, customerName: 'Amina Wanjiru' },
    });
  });

  it('goes to /Tinypesa-Processing and /Kcb-Processing with their request ids', async () => {
    const first = renderWithMobileMoney({ 'POST /api/order/tinypesa/initiate': () => started({ tinypesaRequestId: 'TP-1' }) });
    await choose('TinyPesa');
    agreeToTerms();
    fireEvent.click(confirm());
    await screen.findByText('Tinypesa-Processing screen');
    expect(first.router.state.location.state).toMatchObject({ tinypesaRequestId: 'TP-1', phone: '0712345678' });
    first.unmount();

    const second = renderWithMobileMoney({ 'POST /api/order/kcb/initiate': () => started({ kcbRequestId: 'KCB-1' }) });
    await choose('KCB');
    agreeToTerms();
    fireEvent.click(confirm());
    await screen.findByText('Kcb-Processing screen');
    expect(second.router.state.location.state).toMatchObject({ kcbRequestId: 'KCB-1', amount: 4500, customerName: 'Amina Wanjiru' });
    expect(second.callsTo('/api/order/kcb/initiate')[0]?.body).toMatchObject({ address: { kcbPhone: '0712345678' } });
  });

  it.each([
    ['Lipia', 'refused', '/api/order/payment/lipia', reply(502, { success: false }), 'Lipia payment initiation failed'],
    ['Lipia', 'unreachable', '/api/order/payment/lipia', 'network', 'Failed to initiate Lipia payment'],
    ['KCB', 'refused', '/api/order/kcb/initiate', reply(502, { success: false }), 'KCB payment initiation failed'],
    ['PesaFlux', 'refused', '/api/order/pesaflux/initiate', reply(502, { success: false }), 'PesaFlux payment failed'],
    ['TinyPesa', 'refused', '/api/order/tinypesa/initiate', reply(502, { success: false }), 'Payment initiation failed'],
    ['TinyPesa', 'refused with a message', '/api/order/tinypesa/initiate', reply(400, { success: false, message: 'Phone is not on M-Pesa' }), 'Phone is not on M-Pesa'],
  ])('%s %s at %s shows its toast and stays on the checkout', async (label, _how, path, answer, toast) => {
    const { router } = renderWithMobileMoney({
      [`POST ${path}`]: () => {
        if (answer === 'network') throw new TypeError('Failed to fetch');
        return answer;
      },
    });
    await choose(label);
    agreeToTerms();
    fireEvent.click(confirm());
    expect(await screen.findByText(toast)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/place-order');
  });

  it('sends a pending-order refusal to /placeorderfail', async () => {
    const { router } = renderWithMobileMoney({
      'POST /api/order/kcb/initiate': () => reply(409, { success: false, message: 'This customer has pending orders.', hasPending: true }),
    });
    await choose('KCB');
    agreeToTerms();
    fireEvent.click(confirm());
    await waitFor(() => expect(router.state.location.pathname).toBe('/placeorderfail'));
  });
});

describe('PlaceOrderPage hybrid', () => {
  const hybridAnswer = {
    success: true, message: 'Started', orderId: 'ORD-1700000000000-ab12cd34', mobileRequestId: 'PFX-H1', provider: 'pesaflux',
    totalAmount: 4500, mobileAmount: 3000, cashAmount: 1500,
  };

  it('shows the cash remainder, refuses an invalid split and needs a valid security code', async () => {
    const { callsTo } = renderWithMobileMoney({
      'POST /api/security-codes/validate': () => ({ success: true, valid: true, message: 'ok' }),
    });
    await choose('Hybrid');
    expect(confirm()).toHaveProperty('disabled', true);
    const mobile = field('Mobile amount (Ksh)');
    fireEvent.change(mobile, { target: { value: '4500' } });
    expect(screen.getByTestId('hybrid-cash-amount').textContent).toBe('ksh 0');
    expect(screen.getByText('Invalid payment split')).toBeTruthy();
    fireEvent.change(mobile, { target: { value: '3,000' } });
    expect(mobile.value).toBe('3000');
    expect(screen.getByTestId('hybrid-cash-amount').textContent).toBe('ksh 1,500');
    expect(screen.queryByText('Invalid payment split')).toBeNull();

    fireEvent.change(mobile, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '40718' } });
    await screen.findByText('Security code accepted');
    agreeToTerms();
    fireEvent.click(confirm());
    expect(await screen.findAllByText('Invalid payment split')).not.toHaveLength(0);
    expect(callsTo('/api/hybrid/initiate')).toHaveLength(0);
  });

  it('places the split with PesaFlux (phone as 254…) and goes to /Hybrid-Processing', async () => {
    const { callsTo, router } = renderWithMobileMoney({
      'POST /api/security-codes/validate': () => ({ success: true, valid: true, message: 'ok' }),
      'POST /api/hybrid/initiate': () => hybridAnswer,
    });
    await choose('Hybrid');
    fireEvent.change(field('Mobile amount (Ksh)'), { target: { value: '3000' } });
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '40718' } });
    await screen.findByText('Security code accepted');
    agreeToTerms();
    fireEvent.click(confirm());
    await screen.findByText('Hybrid-Processing screen');
    const body = callsTo('/api/hybrid/initiate')[0]?.body as Record<string, unknown>;
    expect(body.orderId).toMatch(ORDER_ID_PATTERN);
    expect(body).toMatchObject({
      userId: 'user-42', totalAmount: 4500,
      mobilePayment: { provider: 'pesaflux', amount: 3000, phone: '254712345678' },
      cashPayment: { amount: 1500, securityCode: '40718' },
      address: { ...lastAddress, hybridPhone: '0712345678' },
    });
    expect(router.state.location.state).toEqual({
      orderId: 'ORD-1700000000000-ab12cd34', mobileRequestId: 'PFX-H1', provider: 'pesaflux', totalAmount: 4500, mobileAmount: 3000, cashAmount: 1500,
      phone: '254712345678',
    });
  });

  it("keeps TinyPesa's phone as typed and says 'Hybrid payment failed' when refused without a message", async () => {
    const { callsTo } = renderWithMobileMoney({
      'POST /api/security-codes/validate': () => ({ success: true, valid: true, message: 'ok' }),
      'POST /api/hybrid/initiate': () => reply(502, { success: false }),
    });
    await choose('Hybrid');
    fireEvent.click(screen.getByRole('radio', { name: 'TinyPesa' }));
    fireEvent.change(field('Mobile amount (Ksh)'), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '40718' } });
    await screen.findByText('Security code accepted');
    agreeToTerms();
    fireEvent.click(confirm());
    expect(await screen.findByText('Hybrid payment failed')).toBeTruthy();
    expect(callsTo('/api/hybrid/initiate')[0]?.body).toMatchObject({ mobilePayment: { provider: 'tinypesa', amount: 1000, phone: '0712345678' } });
  });
});
