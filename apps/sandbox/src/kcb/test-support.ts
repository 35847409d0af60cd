/** Real-HTTP helpers for the KCB emulator's tests (the sandbox comes from ../mpesa/test-support.ts): Buni's calls. */
export const kcbBasic = (key = 'mitumba-sandbox-kcb-key', secret = 'mitumba-sandbox-kcb-secret') =>
  `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;

export type Answer = { status: number; body: Record<string, unknown> };

async function answer(response: Response): Promise<Answer> {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function requestToken(kcb: string, authorization = kcbBasic(), query = '?grant_type=client_credentials'): Promise<Answer> {
  return answer(await fetch(`${kcb}/token${query}`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
  }));
}

export async function kcbToken(kcb: string): Promise<string> {
  const { body } = await requestToken(kcb);
  return body.access_token as string;
}

let messageSeq = 0;
export const buniHeaders = (token: string) => ({
  authorization: `Bearer ${token}`, 'content-type': 'application/json', routeCode: '207', operation: 'STKPush', messageId: `test-${++messageSeq}`,
});

export function kcbPushBody(callbackUrl: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    phoneNumber: '254712345678',
    amount: '1500',
    invoiceNumber: '7654321-ORD10023',
    sharedShortCode: true,
    orgShortCode: '',
    orgPassKey: '',
    callbackUrl,
    transactionDescription: 'Order 10023',
    ...overrides,
  };
}

export async function kcbPush(kcb: string, headers: Record<string, string>, body: unknown): Promise<Answer> {
  return answer(await fetch(`${kcb}/mm/api/request/1.0.0/stkpush`, { method: 'POST', headers, body: JSON.stringify(body) }));
}

let phoneSeq = 0;
/** A fresh ordinary number per push, so neither the duplicate window nor an open prompt gets in the way. */
export const freshPhone = () => `25472${String(++phoneSeq).padStart(7, '0')}`;
