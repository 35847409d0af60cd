import { screen, within } from '@testing-library/react';
import type { AdminConversationRow, AdminInboxResponse } from '@mitumba/contracts/plain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { renderAdmin } from '../test-helpers';

const row = (overrides: Partial<AdminConversationRow>): AdminConversationRow => ({
  customerId: 'c0a8012e-0000-4000-8000-000000000001', customerName: 'Wanjiku Kamau', customerEmail: 'wanjiku@x.test',
  lastMessage: { content: 'Is the bale still there?', createdAt: '2026-11-20T09:00:00.000Z', fromShop: false }, unread: 2, ...overrides,
});
const inbox = (conversations: AdminConversationRow[], extra: Partial<AdminInboxResponse> = {}): AdminInboxResponse => ({
  success: true, conversations, unreadConversations: 1, nextCursor: null, ...extra,
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/admin/inbox', () => {
  it('lists conversations by last message with unread counts, each opening its conversation', async () => {
    signIn();
    renderAdmin('/admin/inbox', {
      'GET /api/admin/messages': () => inbox([
        row({}),
        row({ customerId: 'c0a8012e-0000-4000-8000-000000000002', customerName: 'Otieno', unread: 0, lastMessage: { content: 'Sent today', createdAt: '2026-11-19T09:00:00.000Z', fromShop: true } }),
      ]),
    });
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeTruthy();
    const [first, second] = await screen.findAllByTestId('conversation');
    expect(first!.getAttribute('href')).toBe('/admin/inbox/c0a8012e-0000-4000-8000-000000000001');
    expect(within(first!).getByText('Wanjiku Kamau')).toBeTruthy();
    expect(within(first!).getByTestId('unread-count').textContent).toBe('2 unread');
    expect(within(second!).queryByTestId('unread-count')).toBeNull();
    expect(second!.textContent).toContain('You: Sent today');
    expect(screen.getByTestId('unread-conversations').textContent).toBe('1 conversation with unread messages');
  });

  it('says when there are no messages and nothing is unread', async () => {
    signIn();
    renderAdmin('/admin/inbox', { 'GET /api/admin/messages': () => inbox([], { unreadConversations: 0 }) });
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
    expect(screen.getByTestId('unread-conversations').textContent).toBe('Everything is read.');
  });
});
