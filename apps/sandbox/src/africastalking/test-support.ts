import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AT_SANDBOX_API_KEY, AT_SANDBOX_USERNAME } from './config.ts';

/** Real-HTTP helpers for the Africa's Talking emulator's tests: a delivery-report receiver and the messaging call. */
export type Recipient = { statusCode: number; number: string; status: string; cost: string; messageId: string };

/** The shop's delivery-report address stand-in: keeps each form-encoded report, answers `status` (200). */
export async function startReportReceiver() {
  const received: Record<string, string>[] = [];
  const state = { status: 200 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
      response.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/notifications/sms/delivery-reports`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function sendSms(base: string, fields: Record<string, string>, auth: { apiKey?: string; username?: string } = {}) {
  const response = await fetch(`${base}/version1/messaging`, {
    method: 'POST',
    headers: { apiKey: auth.apiKey ?? AT_SANDBOX_API_KEY, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: auth.username ?? AT_SANDBOX_USERNAME, ...fields }),
  });
  const text = await response.text();
  const body = response.headers.get('content-type')?.includes('json')
    ? (JSON.parse(text) as { SMSMessageData: { Message: string; Recipients: Recipient[] } })
    : undefined;
  return { status: response.status, text, body };
}
