/**
 * The card emulators' admin APIs (`/sandbox/{id}/__emulator/…`, not the providers' own): what a journey asks of the
 * provider's side that no screen shows, e.g. Stripe's clock moved past a Checkout Session's `expires_at`.
 */
async function emulatorCall<T>(baseUrl: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${json.message}`);
  return json;
}

type StripeSession = { id: string; status: 'open' | 'complete' | 'expired'; payment_status: string; expires_at: number; client_reference_id: string | null };

export function stripeSandbox(baseUrl: string) {
  const admin = '/sandbox/stripe/__emulator';
  return {
    /** The Checkout Session the emulator holds for our order id. */
    async sessionFor(orderId: string): Promise<StripeSession> {
      const { sessions } = await emulatorCall<{ sessions: StripeSession[] }>(baseUrl, 'GET', `${admin}/sessions`);
      const session = sessions.find((candidate) => candidate.client_reference_id === orderId);
      if (!session) throw new Error(`The Stripe emulator has no Checkout Session for order ${orderId}`);
      return session;
    },
    /** Moves Stripe's clock on: sessions then past their `expires_at` expire and their signed event is sent. */
    advanceClock: (seconds: number) => emulatorCall<{ now: number }>(baseUrl, 'POST', `${admin}/clock`, { advanceSeconds: seconds }),
  };
}
