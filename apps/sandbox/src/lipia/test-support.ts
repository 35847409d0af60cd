import { LIPIA_SANDBOX_API_KEY } from './config.ts';

/** Real-HTTP helpers for the Lipia emulator's tests (the sandbox and receiver come from ../mpesa/test-support.ts). */
// Tests read deep, loosely shaped JSON (response.body.data.response.Status); `unknown` would need a cast per read.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
export type LipiaAnswer = { status: number; body: Json };

const bearer = (key: string | null): Record<string, string> => (key === null ? {} : { authorization: `Bearer ${key}` });

async function answer(response: Response): Promise<LipiaAnswer> {
  return { status: response.status, body: (await response.json()) as Json };
}

export async function lipiaPush(lipia: string, body: unknown, key: string | null = LIPIA_SANDBOX_API_KEY): Promise<LipiaAnswer> {
  return answer(await fetch(`${lipia}/api/v2/payments/stk-push`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...bearer(key) }, body: JSON.stringify(body),
  }));
}

export async function lipiaStatus(lipia: string, reference: string, key: string | null = LIPIA_SANDBOX_API_KEY): Promise<LipiaAnswer> {
  return answer(await fetch(`${lipia}/api/v2/payments/status?reference=${encodeURIComponent(reference)}`, { headers: bearer(key) }));
}

export const pushBody = (phone: string, overrides: Record<string, unknown> = {}) => ({
  phone_number: phone, amount: 1500, external_reference: 'ORD-20261122-ab12', metadata: { attemptId: 'a-1' }, ...overrides,
});

/** Pushes and answers the TransactionReference (fails the test when refused). */
export async function pushed(lipia: string, body: unknown): Promise<string> {
  const response = await lipiaPush(lipia, body);
  if (response.status !== 200) throw new Error(`push refused: ${JSON.stringify(response.body)}`);
  return response.body.data.TransactionReference as string;
}
