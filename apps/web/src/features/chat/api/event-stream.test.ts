import { describe, expect, it } from 'vitest';
import { readEventStream, type ServerEvent } from './event-stream';

function bodyOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('readEventStream', () => {
  it('reads events split across chunks, with CRLF lines and multi-line data, skipping comments and retry', async () => {
    const events: ServerEvent[] = [];
    await readEventStream(bodyOf(['retry: 5000\n\n: ping\n\nevent: mess', 'ages\ndata: {"a":1}\n', '\nevent: note\r\ndata: one\r\ndata: two\r\n\r\n', 'data: plain\n\n']), (event) => events.push(event));
    expect(events).toEqual([
      { event: 'messages', data: '{"a":1}' },
      { event: 'note', data: 'one\ntwo' },
      { event: 'message', data: 'plain' },
    ]);
  });

  it('keeps a character whose bytes arrive in two chunks whole', async () => {
    const bytes = new TextEncoder().encode('data: Karibu sana 👋\n\n');
    const cut = bytes.length - 4;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    const events: ServerEvent[] = [];
    await readEventStream(body, (event) => events.push(event));
    expect(events).toEqual([{ event: 'message', data: 'Karibu sana 👋' }]);
  });

  it("resolves with the last retry: the server asked for (a closing server's hint), or undefined", async () => {
    const noEvents = () => {};
    expect(await readEventStream(bodyOf(['retry: 5000\n\nevent: messages\ndata: {}\n\n', 'retry: 1742\n\n']), noEvents)).toBe(1742);
    expect(await readEventStream(bodyOf(['event: messages\ndata: {}\n\n']), noEvents)).toBeUndefined();
  });
});
