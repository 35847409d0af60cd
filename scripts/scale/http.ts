import http from 'node:http';

/** The journey's HTTP calls: JSON in, status and JSON out, a time limit on each. */
export type Answer = { status: number; body: Record<string, unknown> };

export async function request(url: string, options: { method?: string; token?: string; json?: unknown; form?: FormData } = {}): Promise<Answer> {
  const response = await fetch(url, {
    method: options.method ?? (options.json !== undefined || options.form ? 'POST' : 'GET'),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

/** The bytes at `url` (which must answer 200) and their content type. */
export async function download(url: string): Promise<{ bytes: Buffer; type: string }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return { bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') ?? '' };
}

/** Calls `probe` every 50 ms until it answers true: the milliseconds that took; throws after `timeoutMs`. */
export async function msUntil(what: string, probe: () => Promise<boolean>, timeoutMs = 10_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await probe().catch(() => false)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

export function expectStatus(answer: Answer, status: number, what: string): Record<string, unknown> {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body;
}

/**
 * A server-sent event stream read as text (the chat's live updates): what arrived so far, and whether the server
 * ended it (with the error, if it failed). Headers as the web app sends them. Over a connection of its own
 * (node:http, no agent), so close() really closes it: an aborted fetch may leave its pooled connection open.
 */
export function openEventStream(url: string, token: string): { text(): string; ended: Promise<Error | undefined>; close(): void } {
  let received = '';
  let closing = false;
  let request: http.ClientRequest | undefined;
  const ended = new Promise<Error | undefined>((resolve) => {
    request = http.get(url, { agent: false, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        resolve(new Error(`stream ${url}: ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => { received += chunk; });
      response.on('end', () => resolve(undefined));
      response.on('error', (error) => resolve(closing ? undefined : error));
    });
    request.on('error', (error) => resolve(closing ? undefined : error));
  });
  return {
    text: () => received,
    ended,
    close: () => {
      closing = true;
      request?.destroy();
    },
  };
}
