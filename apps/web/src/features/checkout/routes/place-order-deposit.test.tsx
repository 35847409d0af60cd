import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply, type RouteHandler } from '@/test/render';
import { agreeToTerms, confirm, field, lastAddress, renderCheckout, settings } from './place-order-page.harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ALL_DEPOSIT_METHODS = ['mpesa', 'lipia', 'tinypesa', 'pesaflux', 'paystack', 'bank', 'cash'];
const bankDetails = { bankName: 'Sidian Bank', paybill: '111999', accountNumber: 'MITUMBA-01', accountName: 'Mitumba Bales Ltd' };

/** The settings with the deposit enabled and `depositMethods` offered (the cart's total is Ksh 4,500). */
function depositSettings(depositMethods = ALL_DEPOSIT_METHODS, overrides: object = {}) {
  const deposit = { id: 'deposit', label: 'Deposit', enabled: true, description: 'A deposit now and the balance later.' };
  return { ...settings, depositMethods, methods: [...settings.methods, deposit], ...overrides };
}

/** What a deposit placement answers (spec 2 §7): the fields in `data` and at the top level. */
function placed(method: string, extra: object = {}) {
  const data = {
    orderId: 'ORD-1700000000000-ab12cd34ef56', amount: 4500, depositAmount: 3500, balance: 1000, depositPaymentMethod: method,
    paymentStatus: 'pending', requestId: 'req-77', ...extra,
  };
  return { success: true, message: 'Check your phone', ...data, data };
}

function renderDeposit(handlers: Record<string, RouteHandler> = {}, { count = 0, depositMethods = ALL_DEPOSIT_METHODS, overrides = {} } = {}) {
  return renderCheckout({
    'GET /api/payment-settings': () => depositSettings(depositMethods, overrides),
    'GET /api/order/count': () => ({ success: true, count }),
    'GET /api/order/bankdetails': () => ({ success: true, ...bankDetails }),
    ...handlers,
  });
}

async function chooseDeposit() {
  fireEvent.click(await screen.findByRole('radio', { name: /^Deposit/ }));
}
const chooseSubMethod = (label: string) => fireEvent.click(within(screen.getByRole('group', { name: 'Pay the deposit by' })).getByRole('radio', { name: label }));
const enterDeposit = (amount: string) => fireEvent.change(field('Deposit amount (Ksh)'), { target: { value: amount } });
const isDisabled = () => (confirm() as HTMLButtonElement).disabled;

async function placeWith(label: string, amount = '3500') {
  await chooseDeposit();
  await screen.findByText('Minimum deposit: Ksh 3,375 (75%)');
  chooseSubMethod(label);
  enterDeposit(amount);
  agreeToTerms();
  fireEvent.click(confirm());
}

describe('PlaceOrderPage deposit', () => {
  it('offers the deposit card only while a deposit sub-method is offered', async () => {
    renderDeposit({}, { depositMethods: [] });
    await screen.findByRole('radio', { name: /^M-Pesa/ });
    expect(screen.queryByRole('radio', { name: /^Deposit/ })).toBeNull();
  });

  it("asks a new customer for 75 %, shows the balance, and offers the shop's sub-methods", async () => {
    const { callsTo } = renderDeposit({}, { depositMethods: ['mpesa', 'bank', 'cash'] });
    await chooseDeposit();
    expect(await screen.findByText('Minimum deposit: Ksh 3,375 (75%)')).toBeTruthy();
    expect(callsTo('/api/order/count')).toHaveLength(1);
    const methods = within(screen.getByRole('group', { name: 'Pay the deposit by' })).getAllByRole('radio');
    expect(methods.map((radio) => (radio as HTMLInputElement).value)).toEqual(['mpesa', 'bank', 'cash']);
    expect(screen.getByTestId('deposit-balance').textContent).toBe('—');
    enterDeposit('3,400');
    expect(field('Deposit amount (Ksh)').value).toBe('3400');
    expect(screen.getByTestId('deposit-balance').textContent).toBe('ksh 1,100');
    // The M-Pesa deposit prompts the delivery phone unless edited.
    expect(field('M-Pesa phone number').value).toBe('0712345678');
  });

  it('asks a returning customer for 50 %, and follows the percents the shop set', async () => {
    renderDeposit({}, { count: 4, overrides: { depositSettings: { minDepositRegular: 40, minDepositNewUser: 80 } } });
    await chooseDeposit();
    expect(await screen.findByText('Minimum deposit: Ksh 1,800 (40%)')).toBeTruthy();
  });

  it('says what is wrong with the amount under the field and keeps Confirm Order disabled', async () => {
    const { callsTo } = renderDeposit();
    await chooseDeposit();
    await screen.findByText('Minimum deposit: Ksh 3,375 (75%)');
    agreeToTerms();
    expect(isDisabled()).toBe(true);
    expect(screen.getByText('Enter a deposit of at least ksh 3,375 to confirm the order.')).toBeTruthy();
    enterDeposit('3000');
    expect(screen.getByRole('alert').textContent).toBe('Minimum deposit: Ksh 3,375 (75%)');
    expect(field('Deposit amount (Ksh)').getAttribute('aria-invalid')).toBe('true');
    expect(isDisabled()).toBe(true);
    enterDeposit('4500');
    expect(screen.getByRole('alert').textContent).toBe('Deposit must be less than total amount');
    expect(isDisabled()).toBe(true);
    enterDeposit('3375');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(isDisabled()).toBe(false);
    expect(callsTo('/api/order/deposit')).toHaveLength(0);
  });

  it('places an M-Pesa deposit as TEMP-… and goes to /deposit-processing', async () => {
    const { callsTo, router } = renderDeposit({ 'POST /api/order/deposit': () => placed('mpesa', { mpesaRequestId: 'ws_CO_DEP_1' }) });
    await placeWith('M-Pesa');
    await screen.findByText('deposit-processing screen');
    const body = callsTo('/api/order/deposit')[0]?.body as Record<string, unknown>;
    expect(body.orderId).toMatch(/^TEMP-\d{13}-[0-9a-f]{12}$/);
    expect(body).toMatchObject({
      userId: 'user-42', amount: 4500, depositAmount: 3500, depositPaymentMethod: 'mpesa', phone: '0712345678', mpesaPhone: '0712345678',
      address: { ...lastAddress, mpesaPhone: '0712345678' },
    });
    expect(router.state.location.state).toEqual({
      mpesaRequestId: 'ws_CO_DEP_1', orderId: 'ORD-1700000000000-ab12cd34ef56', amount: 3500, balance: 1000, phone: '0712345678', customerName: 'Amina Wanjiru',
    });
  });

  it('places a Lipia deposit with its own phone and goes to /Lipia-Deposit-Processing', async () => {
    const { callsTo, router } = renderDeposit({ 'POST /api/order/deposit': () => placed('lipia', { lipiaRequestId: 'LIP-D1' }) });
    await chooseDeposit();
    await screen.findByText('Minimum deposit: Ksh 3,375 (75%)');
    chooseSubMethod('Lipia');
    fireEvent.change(field('Lipia phone number'), { target: { value: '0722000111' } });
    enterDeposit('3500');
    agreeToTerms();
    fireEvent.click(confirm());
    await screen.findByText('Lipia-Deposit-Processing screen');
    expect(callsTo('/api/order/deposit')[0]?.body).toMatchObject({ depositPaymentMethod: 'lipia', phone: '0722000111', address: { lipiaPhone: '0722000111' } });
    expect(router.state.location.state).toMatchObject({ lipiaRequestId: 'LIP-D1', amount: 3500, phone: '0722000111' });
  });

  it('places a TinyPesa deposit as DEPO-… through its own call', async () => {
    const { callsTo, router } = renderDeposit({ 'POST /api/order/tinypesa/deposit': () => placed('tinypesa', { tinypesaRequestId: 'TP-D1' }) });
    await placeWith('TinyPesa');
    await screen.findByText('Tinypesa-Deposit-Processing screen');
    const body = callsTo('/api/order/tinypesa/deposit')[0]?.body as Record<string, unknown>;
    expect(body.orderId).toMatch(/^DEPO-\d{13}-[0-9a-f]{12}$/);
    expect(body).toMatchObject({ depositAmount: 3500, depositPaymentMethod: 'tinypesa' });
    expect(router.state.location.state).toMatchObject({ tinypesaRequestId: 'TP-D1', orderId: 'ORD-1700000000000-ab12cd34ef56', amount: 3500 });
  });

  it('sends a PesaFlux deposit the phone as 254… and its screen isDeposit', async () => {
    const { callsTo, router } = renderDeposit({ 'POST /api/order/deposit/pesaflux': () => placed('pesaflux', { pesaFluxRequestId: 'PFX-D1' }) });
    await placeWith('PesaFlux');
    await screen.findByText('Pesa-Flux-Processing screen');
    expect(callsTo('/api/order/deposit/pesaflux')[0]?.body).toMatchObject({ phone: '254712345678', depositPaymentMethod: 'pesaflux' });
    expect(router.state.location.state).toMatchObject({
      pesaFluxRequestId: 'PFX-D1', isDeposit: true, orderId: 'ORD-1700000000000-ab12cd34ef56', amount: 3500, balance: 1000,
      paymentDetails: { amount: 3500, phone: '254712345678' },
    });
  });

  it("sends a Paystack deposit with the delivery e-mail to Paystack's screen as a deposit", async () => {
    const { callsTo, router } = renderDeposit({
      'POST /api/order/paystack/deposit': () => placed('paystack', { authorizationUrl: 'https://checkout.paystack.test/abc', reference: 'PSK-D1' }),
    });
    await chooseDeposit();
    await screen.findByText('Minimum deposit: Ksh 3,375 (75%)');
    chooseSubMethod('Paystack');
    expect(screen.getByText('amina@example.test')).toBeTruthy();
    enterDeposit('3500');
    agreeToTerms();
    fireEvent.click(confirm());
    await screen.findByText('Paystack-Processing screen');
    expect(callsTo('/api/order/paystack/deposit')[0]?.body).toMatchObject({ email: 'amina@example.test', depositPaymentMethod: 'paystack' });
    expect(router.state.location.state).toEqual({
      authorizationUrl: 'https://checkout.paystack.test/abc', reference: 'PSK-D1', orderId: 'ORD-1700000000000-ab12cd34ef56', amount: 3500, isDeposit: true,
    });
  });

  it("takes a cash deposit with the cashier's code, refreshes the cart and shows /Deposit-Successly", async () => {
    const { callsTo, router } = renderDeposit({
      'POST /api/security-codes/validate': () => ({ success: true, valid: true, message: 'ok' }),
      'POST /api/order/deposit': () => placed('cash', { paymentStatus: 'paid' }),
    });
    await chooseDeposit();
    await screen.findByText('Minimum deposit: Ksh 3,375 (75%)');
    chooseSubMethod('Cash');
    enterDeposit('3500');
    agreeToTerms();
    expect(isDisabled()).toBe(true);
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '40719' } });
    await screen.findByText('Security code accepted');
    const cartReads = callsTo('/api/cart/get').length;
    fireEvent.click(confirm());
    await screen.findByText('Deposit-Successly screen');
    // The server let the cart go with the paid deposit: the cart is read again.
    await waitFor(() => expect(callsTo('/api/cart/get').length).toBeGreaterThan(cartReads));
    expect(callsTo('/api/order/deposit')[0]?.body).toMatchObject({ depositPaymentMethod: 'cash', securityCode: '40719', depositAmount: 3500 });
    expect(router.state.location.state).toMatchObject({ orderId: 'ORD-1700000000000-ab12cd34ef56', depositAmount: 3500, balance: 1000, method: 'cash', paymentStatus: 'paid' });
  });

  it('shows the paybill for a bank deposit, says the reference comes with the order, and passes the placed one on', async () => {
    const { callsTo, router } = renderDeposit({ 'POST /api/order/deposit': () => placed('bank', { bankDetails, orderReference: 'K7Q4MT' }) });
    await chooseDeposit();
    await screen.findByText('Minimum deposit: Ksh 3,375 (75%)');
    chooseSubMethod('Bank (paybill)');
    expect(await screen.findByText('111999')).toBeTruthy();
    // No long id to quote before the order exists: its short reference is given when it is placed.
    expect(screen.getByText('Your order reference, given when you place the order')).toBeTruthy();
    expect(screen.queryByText(/^(ORD|TEMP)-/)).toBeNull();
    expect(screen.getByText(/We confirm your deposit once the transfer reaches us/)).toBeTruthy();
    enterDeposit('3500');
    agreeToTerms();
    fireEvent.click(confirm());
    await screen.findByText('Deposit-Successly screen');
    const body = callsTo('/api/order/deposit')[0]?.body as { orderId: string };
    expect(screen.queryByText('111999')).toBeNull();
    expect(router.state.location.state).toMatchObject({ method: 'bank', paymentStatus: 'pending', bankDetails, orderReference: 'K7Q4MT' });
    expect(body.orderId.startsWith('TEMP-')).toBe(true);
  });

  it("toasts the server's refusal, else 'Deposit failed', and 'Deposit order creation failed' without an answer", async () => {
    let answer: () => unknown = () => reply(400, { success: false, message: 'Minimum deposit: Ksh 3,375 (75%)' });
    renderDeposit({ 'POST /api/order/deposit': () => answer() as never });
    await placeWith('M-Pesa');
    // The hint under the field, and the toast.
    await waitFor(() => expect(screen.getAllByText('Minimum deposit: Ksh 3,375 (75%)')).toHaveLength(2));
    answer = () => reply(500, { success: false });
    await waitFor(() => expect(isDisabled()).toBe(false));
    fireEvent.click(confirm());
    expect(await screen.findByText('Deposit failed')).toBeTruthy();
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await waitFor(() => expect(isDisabled()).toBe(false));
    fireEvent.click(confirm());
    expect(await screen.findByText('Deposit order creation failed')).toBeTruthy();
  });
});
