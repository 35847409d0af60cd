import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminOfferListResponse, AdminOfferRow } from '@mitumba/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply } from '@/test/render';
import { signIn } from '@/test/fixtures';
import { renderAdmin } from '../test-helpers';

const offer = (overrides: Partial<AdminOfferRow> = {}): AdminOfferRow => ({
  id: '6f1c1a52-9a8e-4b55-8f57-0c3c8d1c0001', status: 'pending', state: 'pending',
  customer: { id: 'u-1', name: 'Wanjiku Kamau', email: 'w@x.test', phone: '+254712345678' }, phone: null,
  product: { id: 'p-1', name: 'Clearance Denim Bale' }, weight: '45KG', quantity: 1, listPrice: 5000, offeredPrice: 4000,
  createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(), decidedAt: null, expiresAt: null, ...overrides,
});
const page = (offers: AdminOfferRow[], nextCursor: string | null = null): AdminOfferListResponse => ({ success: true, offers, nextCursor });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/admin/offers', () => {
  it('opens on pending offers: product link, customer, both prices, age', async () => {
    signIn();
    const { stub } = renderAdmin('/admin/offers', { 'GET /api/admin/offers': () => page([offer()]) });
    const row = within(await screen.findByTestId('admin-offer-row'));
    expect(row.getByRole('link', { name: 'Clearance Denim Bale' }).getAttribute('href')).toBe('/admin/products/p-1');
    expect(row.getByText('Wanjiku Kamau')).toBeTruthy();
    expect(row.getByText('ksh 5,000')).toBeTruthy();
    expect(row.getByText('ksh 4,000')).toBeTruthy();
    expect(row.getByText('3 h')).toBeTruthy();
    const query = stub.calls.find((call) => call.url.pathname === '/api/admin/offers')!.url.searchParams;
    expect(query.get('status')).toBe('pending');
    // A phone gets the same offer as a card, its buttons in reach.
    expect(within(screen.getByTestId('admin-offer-card')).getByRole('button', { name: /Accept offer/ })).toBeTruthy();
  });

  it('accepts with the hours checked by the contract, then sends them', async () => {
    signIn();
    let body: unknown;
    renderAdmin('/admin/offers', {
      'GET /api/admin/offers': () => page([offer()]),
      [`POST /api/admin/offers/${offer().id}/accept`]: (request) => {
        body = request.body;
        return { success: true, message: 'Offer accepted', offer: offer({ status: 'accepted', state: 'accepted' }) };
      },
    });
    fireEvent.click(within(await screen.findByTestId('admin-offer-row')).getByRole('button', { name: /Accept offer from Wanjiku/ }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Price holds for (hours)'), { target: { value: '200' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Accept offer' }));
    expect(dialog.getByRole('alert').textContent).toBe('The offer lasts 1 to 168 hours');
    fireEvent.change(dialog.getByLabelText('Price holds for (hours)'), { target: { value: '24' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Accept offer' }));
    await waitFor(() => expect(body).toEqual({ expiresInHours: 24 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('rejects with a reason, and says so when another admin decided first', async () => {
    signIn();
    renderAdmin('/admin/offers', {
      'GET /api/admin/offers': () => page([offer()]),
      [`POST /api/admin/offers/${offer().id}/reject`]: () => reply(409, { success: false, message: 'This offer has already been decided.' }),
    });
    fireEvent.click(within(await screen.findByTestId('admin-offer-row')).getByRole('button', { name: /Reject offer from Wanjiku/ }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Reject offer' }));
    expect(dialog.getByText('A reason is required')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Too low for this bale' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject offer' }));
    expect(await screen.findByText('This offer has already been decided.')).toBeTruthy();
  });
});
