import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminConversationResponse, ChatMessage } from '@mitumba/contracts/plain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { reply } from '@/test/render';
import { renderAdmin } from '../test-helpers';

const ID = 'c0a8012e-0000-4000-8000-000000000001';
const message = (overrides: Partial<ChatMessage>): ChatMessage => ({
  _id: 'm-1', content: 'Where is my order?', createdAt: '2026-11-20T09:00:00.000Z', isAdmin: false, read: false, replies: [], ...overrides,
});
const detail = (messages: ChatMessage[]): AdminConversationResponse => ({
  success: true,
  customer: { id: ID, name: 'Wanjiku Kamau', email: 'wanjiku@x.test', phone: '+254712345678' },
  messages,
  recentOrders: [{ orderId: 'ORD-1700000000001-aaaaaaaa', date: '2026-11-02T09:00:00.000Z', amount: 4500, status: 'Pending', paymentStatus: 'paid', paymentMethod: 'M-Pesa' }],
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/admin/inbox/:customerId', () => {
  it("shows the thread (the customer's new messages marked) and the customer's recent orders beside it", async () => {
    signIn();
    renderAdmin(`/admin/inbox/${ID}`, { [`GET /api/admin/messages/${ID}`]: () => detail([message({})]) });
    expect(await screen.findByRole('heading', { name: 'Wanjiku Kamau' })).toBeTruthy();
    const customerMessage = screen.getByTestId('customer-message');
    expect(within(customerMessage).getByText('Wanjiku Kamau')).toBeTruthy();
    expect(within(customerMessage).getByText('New')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ORD-1700000000001-aaaaaaaa' }).getAttribute('href')).toBe('/admin/orders/ORD-1700000000001-aaaaaaaa');
    expect(screen.getByRole('link', { name: 'Customer account' }).getAttribute('href')).toBe(`/admin/customers/${ID}`);
    expect(screen.getByRole('link', { name: 'Inbox' }).getAttribute('href')).toBe('/admin/inbox');
  });

  it('replies as the shop; the reply shows as the shop’s own', async () => {
    signIn();
    const messages = [message({})];
    const { stub } = renderAdmin(`/admin/inbox/${ID}`, {
      [`GET /api/admin/messages/${ID}`]: () => detail(messages),
      [`POST /api/admin/messages/${ID}`]: ({ body }) => {
        const created = message({ _id: 'r-1', content: (body as { content: string }).content, isAdmin: true });
        messages[0] = { ...messages[0]!, read: true, replies: [created] };
        return { success: true, message: created };
      },
    });
    const box = await screen.findByLabelText('Message');
    fireEvent.change(box, { target: { value: 'It leaves today.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const shopMessage = await screen.findByTestId('shop-message');
    expect(within(shopMessage).getByText('You')).toBeTruthy();
    expect(within(shopMessage).getByText('It leaves today.')).toBeTruthy();
    expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({ content: 'It leaves today.' });
  });

  it('shows why a reply was refused', async () => {
    signIn();
    renderAdmin(`/admin/inbox/${ID}`, {
      [`GET /api/admin/messages/${ID}`]: () => detail([]),
      [`POST /api/admin/messages/${ID}`]: () => reply(404, { success: false, message: 'Customer not found' }),
    });
    fireEvent.change(await screen.findByLabelText('Message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Customer not found')).toBeTruthy();
  });
});
