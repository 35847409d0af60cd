import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { renderApp, reply, routedFetch, type RouteHandler } from '@/test/render';
import { ChatButton } from './chat-button';

function renderButton(handlers: Record<string, RouteHandler>) {
  const stub = routedFetch(handlers);
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  const view = renderApp([
    { path: '/profile', element: <ChatButton /> },
    { path: '/user-chat', element: <p>chat page</p> },
  ], { url: '/profile' });
  return { ...stub, ...view };
}

const unreadCalls = <Call extends { url: URL }>(calls: Call[]) => calls.filter((call) => call.url.pathname === '/api/messages/unread');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ChatButton: the unread badge', () => {
  it('shows no badge at 0 and keeps its plain name', async () => {
    signIn();
    const { calls } = renderButton({ 'GET /api/messages/unread': () => ({ success: true, unread: 0 }) });
    await waitFor(() => expect(unreadCalls(calls)).toHaveLength(1));
    expect(unreadCalls(calls)[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(screen.getByRole('link', { name: 'Chat with us' })).toBeTruthy();
    expect(screen.queryByTestId('chat-unread-badge')).toBeNull();
  });

  it('shows 2 with the count in the link name, and still goes to /user-chat', async () => {
    signIn();
    const { router } = renderButton({ 'GET /api/messages/unread': () => ({ success: true, unread: 2 }) });
    expect((await screen.findByTestId('chat-unread-badge')).textContent).toBe('2');
    const link = screen.getByRole('link', { name: 'Chat with us, 2 unread messages' });
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-chat'));
  });

  it('says 1 unread message in the singular', async () => {
    signIn();
    renderButton({ 'GET /api/messages/unread': () => ({ success: true, unread: 1 }) });
    expect(await screen.findByRole('link', { name: 'Chat with us, 1 unread message' })).toBeTruthy();
  });

  it('shows 9+ above nine, with the exact count in the name', async () => {
    signIn();
    renderButton({ 'GET /api/messages/unread': () => ({ success: true, unread: 12 }) });
    expect((await screen.findByTestId('chat-unread-badge')).textContent).toBe('9+');
    expect(screen.getByRole('link', { name: 'Chat with us, 12 unread messages' })).toBeTruthy();
  });

  it('asks nothing without a session, and hides the badge when the count cannot be had', async () => {
    const visitor = renderButton({});
    expect(screen.getByRole('link', { name: 'Chat with us' })).toBeTruthy();
    await act(async () => {});
    expect(visitor.calls).toHaveLength(0);
    visitor.unmount();

    signIn();
    const { calls } = renderButton({ 'GET /api/messages/unread': () => reply(500, { success: false, message: 'Internal error' }) });
    await waitFor(() => expect(unreadCalls(calls).length).toBeGreaterThan(0));
    expect(screen.getByRole('link', { name: 'Chat with us' })).toBeTruthy();
    expect(screen.queryByTestId('chat-unread-badge')).toBeNull();
  });

  it('asks again every 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    let unread = 0;
    const { calls } = renderButton({ 'GET /api/messages/unread': () => ({ success: true, unread }) });
    await waitFor(() => expect(unreadCalls(calls)).toHaveLength(1));
    unread = 3;
    await act(async () => { await vi.advanceTimersByTimeAsync(30_000); });
    expect(await screen.findByRole('link', { name: 'Chat with us, 3 unread messages' })).toBeTruthy();
  });
});
