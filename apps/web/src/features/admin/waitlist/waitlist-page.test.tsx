import { screen, within } from '@testing-library/react';
import type { AdminWaitlistResponse, AdminWaitlistRow } from '@mitumba/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { renderAdmin } from '../test-helpers';

const entry = (id: string, overrides: Partial<AdminWaitlistRow> = {}): AdminWaitlistRow => ({
  id, status: 'pending', customer: { id: `u-${id}`, name: `Customer ${id}`, email: 'c@x.test', phone: '+254712345678' }, phone: null,
  product: { id: 'p-1', name: 'Winter Jackets' }, weight: 'L', quantity: 1, stock: 0, joinedAt: '2026-01-05T08:00:00.000Z', notifiedAt: null, ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/admin/waitlist', () => {
  it('groups the waiting customers per product and weight with the stock, linking to the product', async () => {
    signIn();
    const response: AdminWaitlistResponse = {
      success: true, nextCursor: null,
      entries: [entry('1'), entry('2', { quantity: 2 }), entry('3', { weight: 'XL', stock: 4 })],
    };
    const { stub } = renderAdmin('/admin/waitlist', { 'GET /api/admin/waitlist': () => response });
    const groups = await screen.findAllByTestId('waitlist-group');
    expect(groups).toHaveLength(2);
    const first = within(groups[0]!);
    expect(first.getByRole('link', { name: 'Winter Jackets' }).getAttribute('href')).toBe('/admin/products/p-1');
    expect(first.getByText('Sold out')).toBeTruthy();
    expect(first.getByText('2 waiting')).toBeTruthy();
    expect(first.getAllByTestId('waitlist-entry')).toHaveLength(2);
    expect(within(groups[1]!).getByText('4 in stock')).toBeTruthy();
    expect(stub.calls.find((call) => call.url.pathname === '/api/admin/waitlist')!.url.searchParams.get('status')).toBe('pending');
  });
});
