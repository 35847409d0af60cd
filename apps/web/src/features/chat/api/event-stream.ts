/** One server-sent event: its name (`message` when the server gave none) and its data lines joined. */
export type ServerEvent = { event: string; data: string };

/**
 * Reads a `text/event-stream` body (the SSE wire format) and calls `onEvent` for each complete event; resolves when
 * the body ends, with the last `retry:` the server asked for (ms before reconnecting: a closing server asks for 1–3 s),
 * if any. Comments (`: ping`) are skipped.
 */
export async function readEventStream(body: ReadableStream<Uint8Array>, onEvent: (event: ServerEvent) => void): Promise<number | undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let retryMs: number | undefined;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return retryMs;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      retryMs = retryOf(block) ?? retryMs;
      const event = parseBlock(block);
      if (event) onEvent(event);
      end = buffer.indexOf('\n\n');
    }
  }
}

/** A block's `retry:` field (whole milliseconds), as EventSource reads it. */
function retryOf(block: string): number | undefined {
  const match = /^retry: ?(\d+)$/m.exec(block);
  return match ? Number(match[1]) : undefined;
}

function parseBlock(block: string): ServerEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    if (colon === 0) continue;
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}
