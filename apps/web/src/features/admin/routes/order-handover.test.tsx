import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminOrderDetailResponse, Courier, OrderView } from '@mitumba/contracts/plain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrder, signIn } from '@/test/fixtures';
import { renderAdmin } from '../test-helpers';

const ORDER = 'ORD-1700000000002-bbbbbbbb';
const G4S = '7d1b7a0e-4b8c-4f3e-9a51-0c2d8e6f1a01';
const couriers: Courier[] = [
  { id: 'c3f1d2a4-1111-4aaa-8bbb-000000000002', name: 'Fargo Courier', trackingUrlPattern: 'https://fargo.example.co.ke/t/{tracking}', enabled: false },
  { id: G4S, name: 'G4S', trackingUrlPattern: 'https://courier.g4s.co.ke/track?waybill={tracking}', enabled: true },
];

const detail = (order: Partial<OrderView> = {}): AdminOrderDetailResponse => ({
  success: true, customer: { id: 'u-1', name: 'Wanjiku', email: 'w@x.test', phone: '+254712345678' }, attempts: [], cancellation: null, messages: [],
  order: anOrder({ orderId: ORDER, paymentMethod: 'Sidian', paymentMethodId: 'sidian', paymentStatus: 'paid', ...order }),
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/admin/orders/:orderId: dispatch and collection', () => {
  it('dispatches with a courier that is on and a tracking number, checked before sending', async () => {
    signIn();
    const { stub } = renderAdmin(`/admin/orders/${ORDER}`, {
      [`GET /api/admin/orders/${ORDER}`]: () => detail(),
      'GET /api/admin/couriers': () => ({ success: true, couriers }),
      [`POST /api/admin/orders/${ORDER}/dispatch`]: () => ({ success: true, message: 'Order marked as dispatched', order: detail().order }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark dispatched' }));
    const dialog = within(screen.getByRole('dialog', { name: `Mark ${ORDER} as dispatched?` }));
    const select = dialog.getByLabelText('Courier');
    await vi.waitFor(() => expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select a courier', 'G4S']));

    fireEvent.click(dialog.getByRole('button', { name: 'Mark dispatched' }));
    expect(await dialog.findByText('Choose a courier')).toBeTruthy();
    expect(dialog.getByText('Enter the tracking number')).toBeTruthy();
    fireEvent.change(select, { target: { value: G4S } });
    fireEvent.change(dialog.getByLabelText('Tracking number'), { target: { value: 'G4S 12' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Mark dispatched' }));
    expect(await dialog.findByText('The tracking number is letters, digits and dashes, at most 40')).toBeTruthy();
    expect(stub.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(dialog.getByLabelText('Tracking number'), { target: { value: ' G4S-12 ' } });
    fireEvent.change(dialog.getByLabelText('Note (optional)'), { target: { value: 'Rider: Otieno' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Mark dispatched' }));
    expect(await screen.findByText('Order marked as dispatched')).toBeTruthy();
    expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({ courier: G4S, trackingNumber: 'G4S-12', reason: 'Rider: Otieno' });
  });

  it('marks an order ready for collection with where and until when', async () => {
    signIn();
    const { stub } = renderAdmin(`/admin/orders/${ORDER}`, {
      [`GET /api/admin/orders/${ORDER}`]: () => detail(),
      [`POST /api/admin/orders/${ORDER}/ready-for-collection`]: () => ({ success: true, message: 'Order marked as ready for collection', order: detail().order }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ready for collection' }));
    const dialog = within(screen.getByRole('dialog', { name: `Mark ${ORDER} as ready for collection?` }));
    fireEvent.click(dialog.getByRole('button', { name: 'Mark ready for collection' }));
    expect(await dialog.findByText('Say where the order can be collected')).toBeTruthy();
    expect(dialog.getByText('Give the last day to collect it')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Where'), { target: { value: 'Gikomba Market, stall 14' } });
    fireEvent.change(dialog.getByLabelText('Collect by'), { target: { value: '2026-12-04' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Mark ready for collection' }));
    expect(await screen.findByText('Order marked as ready for collection')).toBeTruthy();
    expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({ place: 'Gikomba Market, stall 14', collectBy: '2026-12-04' });
  });

  it('shows the courier, tracking number and collection place, and offers neither action twice', async () => {
    signIn();
    renderAdmin(`/admin/orders/${ORDER}`, {
      [`GET /api/admin/orders/${ORDER}`]: () => detail({
        dispatchedDate: '2026-11-21T09:30:00.000Z', dispatchedAt: '2026-11-21T09:30:00.000Z', courier: 'G4S', trackingNumber: 'G4S-12',
        readyForCollectionAt: '2026-11-22T09:30:00.000Z', collectionPlace: 'G4S office, Kenyatta Avenue', collectBy: '2026-12-04',
      }),
    });
    expect(await screen.findByRole('button', { name: 'Mark delivered' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark dispatched' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ready for collection' })).toBeNull();
    expect(screen.getByTestId('order-courier').textContent).toContain('G4S, G4S-12');
    expect(screen.getByTestId('order-collection').textContent).toContain('G4S office, Kenyatta Avenue, until Fri 4 Dec 2026');
    expect(screen.getByTestId('order-status').textContent).toBe('Ready for collection');
  });
});
