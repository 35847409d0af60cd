import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_MESSAGES, KENYA_COUNTIES, type DeliveryOption } from '@mitumba/contracts/plain';
import { anOrder } from '@/test/fixtures';
import type { RouteHandler } from '@/test/render';
import { agreeToTerms, confirm, lastAddress, renderCheckout } from './place-order-page.harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const mombasa: DeliveryOption[] = [
  { id: '0f9c6c3e-5b8f-4c57-9a43-1d2c3b4a5f60', kind: 'pickup', name: 'Mombasa town agent', place: 'Digo Road', openingHours: 'Mon–Sat 8:00–18:00', fee: 0, etaDays: 3 },
  { id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', kind: 'door', name: 'Door delivery to Mombasa', fee: 350, etaDays: 3 },
];

/** The checkout with Mombasa's two options, no option anywhere else, and a cash-on-delivery placement that answers. */
function renderWithDelivery(extra: Record<string, RouteHandler> = {}) {
  return renderCheckout({
    'GET /api/delivery/options': ({ url }) => ({ success: true, options: url.searchParams.get('county') === 'Mombasa' ? mombasa : [] }),
    'POST /api/order/place': () => ({ success: true, message: 'Order placed', order: anOrder() }),
    ...extra,
  });
}
const county = () => screen.getByRole('combobox', { name: 'County' }) as HTMLSelectElement;
const chooseCounty = (name: string) => fireEvent.change(county(), { target: { value: name } });

describe('checkout: county and delivery option', () => {
  it('offers the 47 counties by name, the last order\'s county chosen', async () => {
    renderWithDelivery();
    await screen.findByLabelText('First name');
    const names = Array.from(county().options).map((option) => option.value).filter(Boolean);
    expect(names).toHaveLength(47);
    expect(new Set(names)).toEqual(new Set(KENYA_COUNTIES));
    expect(names.slice(0, 3)).toEqual(['Baringo', 'Bomet', 'Bungoma']);
    expect(county().value).toBe('Nairobi');
  });

  it("shows the county's options with their fee ('Free' when 0) and when they arrive; the chosen fee goes into the total", async () => {
    renderWithDelivery();
    await screen.findByLabelText('First name');
    chooseCounty('Mombasa');
    const door = await screen.findByRole('radio', { name: /Door delivery to Mombasa/ });
    const pickup = screen.getByRole('radio', { name: /Mombasa town agent/ });
    const options = screen.getByRole('group', { name: 'Delivery option' });
    expect(within(options).getByText('Ksh 350')).toBeTruthy();
    expect(within(options).getByText('Free')).toBeTruthy();
    expect(within(options).getByText('Digo Road')).toBeTruthy();
    expect(within(options).getAllByText(/within 3 days/)).toHaveLength(2);
    expect(screen.getByTestId('cart-total').textContent).toBe('ksh 4,500.00');

    fireEvent.click(door);
    expect(screen.getByTestId('cart-shipping').textContent).toBe('ksh 350.00');
    expect(screen.getByTestId('cart-total').textContent).toBe('ksh 4,850.00');
    fireEvent.click(pickup);
    expect(screen.getByTestId('cart-shipping').textContent).toBe('Free');
    expect(screen.getByTestId('cart-total').textContent).toBe('ksh 4,500.00');
  });

  it('asks for an option before placing, then sends its id, the county and the total with the fee', async () => {
    const { callsTo } = renderWithDelivery();
    await screen.findByLabelText('First name');
    chooseCounty('Mombasa');
    await screen.findByRole('radio', { name: /Door delivery to Mombasa/ });
    fireEvent.click(screen.getByRole('radio', { name: /^COD/ }));
    agreeToTerms();
    fireEvent.click(confirm());
    expect((await screen.findAllByText(DELIVERY_MESSAGES.chooseOption)).length).toBeGreaterThan(0);
    expect(callsTo('/api/order/place')).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: /Door delivery to Mombasa/ }));
    expect(confirm().textContent).toBe('Place order · pay KES 4,850 on delivery');
    fireEvent.click(confirm());
    await waitFor(() => expect(callsTo('/api/order/place')).toHaveLength(1));
    expect(callsTo('/api/order/place')[0]?.body).toMatchObject({
      amount: 4850, deliveryOptionId: mombasa[1]?.id, address: { ...lastAddress, city: 'Mombasa' }, paymentMethod: 'cod',
    });
  });

  it('drops the choice when the county changes, and says so when a county has no options yet', async () => {
    renderWithDelivery();
    await screen.findByLabelText('First name');
    chooseCounty('Mombasa');
    fireEvent.click(await screen.findByRole('radio', { name: /Door delivery to Mombasa/ }));
    expect(screen.getByTestId('cart-total').textContent).toBe('ksh 4,850.00');
    chooseCounty('Lamu');
    expect(await screen.findByText(DELIVERY_MESSAGES.noOptions)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Door delivery/ })).toBeNull();
    expect(screen.getByTestId('cart-shipping').textContent).toBe('Free');
    expect(screen.getByTestId('cart-total').textContent).toBe('ksh 4,500.00');
  });
});
