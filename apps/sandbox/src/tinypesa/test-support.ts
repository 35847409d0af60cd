import { SANDBOX_TINYPESA_API_KEY } from './config.ts';

/** Real-HTTP helpers for the TinyPesa emulator's tests (the sandbox comes from ../mpesa/test-support.ts). */

/** POSTs `initialize` as a form (TinyPesa's own examples) or as JSON, with the sandbox key unless told otherwise. */
export async function initialize(tinypesa: string, fields: Record<string, string | number>, options: { json?: boolean; apiKey?: string | null } = {}) {
  const apiKey = options.apiKey === undefined ? SANDBOX_TINYPESA_API_KEY : options.apiKey;
  const response = await fetch(`${tinypesa}/api/v1/express/initialize`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': options.json ? 'application/json' : 'application/x-www-form-urlencoded',
      ...(apiKey === null ? {} : { apikey: apiKey }),
    },
    body: options.json
      ? JSON.stringify(fields)
      : new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function getStatus(tinypesa: string, accountNo: string, apiKey = SANDBOX_TINYPESA_API_KEY) {
  const response = await fetch(`${tinypesa}/api/v1/express/get_status/${encodeURIComponent(accountNo)}`, { headers: { apikey: apiKey } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
