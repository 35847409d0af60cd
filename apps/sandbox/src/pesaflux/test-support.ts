/** Real-HTTP helpers for the PesaFlux emulator's tests (the sandbox comes from ../mpesa/test-support.ts). */
export const CREDENTIALS = { api_key: 'mitumba-sandbox-pesaflux-key', email: 'sandbox@mitumba.local' };

export async function postJson(url: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export const initiateBody = (overrides: Record<string, unknown> = {}) =>
  ({ ...CREDENTIALS, amount: 1500, msisdn: '254712345678', reference: 'ORD-10023', ...overrides });

/** Starts a prompt and returns its SOFTPID id (fails the test when refused). */
export async function initiate(pesaflux: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await postJson(`${pesaflux}/v1/initiatestk`, initiateBody(overrides));
  if (response.status !== 200) throw new Error(`refused: ${JSON.stringify(response.body)}`);
  return response.body.transaction_request_id as string;
}

export const status = (pesaflux: string, id: string) =>
  postJson(`${pesaflux}/v1/transactionstatus`, { ...CREDENTIALS, transaction_request_id: id });
