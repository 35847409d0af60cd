import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ChatMessage, ChatMessagesResponse } from '@mitumba/contracts/plain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { renderApp, reply, routedFetch, type RouteHandler } from '@/test/render';
import { chatKeys } from '../api/keys';
import { UserChatPage } from './user-chat-page';

const at = '2026-11-20T09:00:00.000Z';
const message = (overrides: Partial<ChatMessage>): ChatMessage => ({ _id: 'm-1', content: 'Hello', createdAt: at, isAdmin: false, read: false, replies: [], ...overrides });
const conversation = (messages: ChatMessage[]): ChatMessagesResponse => ({ success: true, messages });

/** The stream's answer: none (the poll only), or an event-stream body the test writes events into. */
type StreamAnswer = 'unavailable' | { body: ReadableStream<Uint8Array> };

function renderChat(handlers: Record<string, RouteHandler>, stream: StreamAnswer = 'unavailable') {
  const stub = routedFetch(handlers);
  const streamCalls: { url: string; headers: Headers }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input).startsWith('/api/messages/stream')) {
      streamCalls.push({ url: String(input), headers: new Headers(init.headers) });
      if (stream === 'unavailable') return new Response(JSON.stringify({ success: false, message: 'Not found' }), { status: 404 });
      return new Response(stream.body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }
    return stub.fetch(input, init);
  }));
  const view = renderApp([
    { path: '/user-chat', element: <UserChatPage /> },
    { path: '/login', element: <p>login page</p> },
  ], { url: '/user-chat' });
  return { ...view, stub, streamCalls };
}

/** An event-stream body the test pushes `event: messages` blocks into. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => { controller = c; } });
  const encoder = new TextEncoder();
  return {
    body,
    push: (data: ChatMessagesResponse) => controller.enqueue(encoder.encode(`: ping\n\nevent: messages\ndata: ${JSON.stringify(data)}\n\n`)),
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/user-chat', () => {
  it('sends visitors to /login', async () => {
    renderChat({});
    expect(await screen.findByText('login page')).toBeTruthy();
  });

  it("shows the customer's messages with the shop's replies as the shop's, with New and Seen marks", async () => {
    signIn();
    renderChat({
      'GET /api/messages': () => conversation([
        message({ _id: 'm-1', content: 'Do you have this in L?', read: true, replies: [message({ _id: 'r-1', content: 'Yes, one left.', isAdmin: true, read: false })] }),
        message({ _id: 'm-2', content: 'Great', read: false }),
      ]),
    });
    const list = within(await screen.findByRole('list', { name: 'Messages' }));
    const shop = list.getByTestId('shop-message');
    expect(within(shop).getByText('Mitumba')).toBeTruthy();
    expect(within(shop).getByText('Yes, one left.')).toBeTruthy();
    expect(within(shop).getByText('New')).toBeTruthy();
    const [first, second] = list.getAllByTestId('customer-message');
    expect(within(first!).getByText('You')).toBeTruthy();
    expect(within(first!).getByText('Seen')).toBeTruthy();
    expect(within(second!).queryByText('Seen')).toBeNull();
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Do you have this in L?'), expect.stringContaining('Yes, one left.'), expect.stringContaining('Great'),
    ]);
  });

  it('sends the trimmed text and empties the box; a blank message is ignored (nothing sent)', async () => {
    signIn();
    const sent: ChatMessage[] = [];
    const { stub } = renderChat({
      'GET /api/messages': () => conversation(sent),
      'POST /api/messages': ({ body }) => {
        const created = message({ _id: `m-${sent.length + 1}`, content: (body as { content: string }).content });
        sent.push(created);
        return { success: true, message: created };
      },
    });
    expect(await screen.findByText('How can we help?')).toBeTruthy();
    const box = screen.getByLabelText('Message') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '   \n ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => {});
    expect(stub.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(box, { target: { value: '  Is delivery free?  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Is delivery free?')).toBeTruthy();
    expect(stub.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ content: 'Is delivery free?' }]);
    expect(box.value).toBe('');
    expect(box.maxLength).toBe(1000);
  });

  it("shows the server's refusal and keeps the text", async () => {
    signIn();
    renderChat({
      'GET /api/messages': () => conversation([]),
      'POST /api/messages': () => reply(400, { success: false, message: 'Messages can be at most 1,000 characters.' }),
    });
    const box = await screen.findByLabelText('Message') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Messages can be at most 1,000 characters.')).toBeTruthy();
    expect(box.value).toBe('Hello');
  });

  it("takes the shop's reply from the live stream (token in the header, not the URL) and stops polling", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const token = signIn();
    const stream = eventStream();
    const { stub, streamCalls } = renderChat({ 'GET /api/messages': () => conversation([message({ content: 'Any jeans?' })]) }, { body: stream.body });
    expect(await screen.findByText('Any jeans?')).toBeTruthy();
    await vi.waitFor(() => expect(streamCalls).toHaveLength(1));
    expect(streamCalls[0]?.url).toBe('/api/messages/stream');
    expect(streamCalls[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(streamCalls[0]?.headers.get('Accept')).toBe('text/event-stream');

    act(() => stream.push(conversation([message({ content: 'Any jeans?', replies: [message({ _id: 'r-1', content: 'Yes, a 45 kg bale.', isAdmin: true })] })])));
    expect(await screen.findByText('Yes, a 45 kg bale.')).toBeTruthy();
    const polls = () => stub.calls.filter((call) => call.url.pathname === '/api/messages').length;
    const before = polls();
    await act(async () => vi.advanceTimersByTimeAsync(12_000));
    expect(polls()).toBe(before);
  });

  it('polls every 5 s when the stream is not available', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    let messages = [message({ content: 'Hello?' })];
    renderChat({ 'GET /api/messages': () => conversation(messages) });
    expect(await screen.findByText('Hello?')).toBeTruthy();
    messages = [message({ content: 'Hello?', replies: [message({ _id: 'r-1', content: 'Hi! How can we help?', isAdmin: true })] })];
    await act(async () => vi.advanceTimersByTimeAsync(5_100));
    expect(await screen.findByText('Hi! How can we help?')).toBeTruthy();
  });

  it("marks the profile's unread count out of date once the conversation is read, by poll or by stream", async () => {
    signIn('user-42');
    const stream = eventStream();
    const { queryClient } = renderChat({ 'GET /api/messages': () => conversation([message({ content: 'Any jeans?' })]) }, { body: stream.body });
    const unreadKey = chatKeys.unread('user-42');
    const staleUnread = () => queryClient.getQueryState(unreadKey)?.isInvalidated;
    queryClient.setQueryData(unreadKey, 3);
    expect(await screen.findByText('Any jeans?')).toBeTruthy();
    await vi.waitFor(() => expect(staleUnread()).toBe(true));

    queryClient.setQueryData(unreadKey, 1);
    expect(staleUnread()).toBe(false);
    act(() => stream.push(conversation([message({ content: 'Any jeans?', replies: [message({ _id: 'r-1', content: 'Yes.', isAdmin: true })] })])));
    expect(await screen.findByText('Yes.')).toBeTruthy();
    await vi.waitFor(() => expect(staleUnread()).toBe(true));
  });
});
