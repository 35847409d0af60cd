import type { FastifyInstance } from 'fastify';
import { answerErrorsInEnvelope } from '../emulator-http.ts';
import type { Emulator, SandboxOptions } from '../index.ts';
import type { SharedStk } from '../mpesa/index.ts';
import { mapSection, type SandboxState } from '../state-file.ts';
import { registerStripeBalanceTransactions } from './balance-transactions.ts';
import { createCheckout } from './checkout.ts';
import { loadStripeConfig } from './config.ts';
import { parseBracketForm } from './forms.ts';
import { registerStripeRoutes, type Idempotency } from './routes.ts';
import { registerStripeRefunds } from './refunds.ts';
import { createWebhooks } from './webhooks.ts';

/**
 * Stripe emulator, mounted at /sandbox/stripe: the shop's STRIPE_API_BASE points here (the official `stripe` package
 * calls `/v1/…` under it). Checkout Sessions, the hosted page at /pay/{id}, signed webhooks, the admin API. Sessions,
 * idempotency keys and the clock are kept in the sandbox state.
 */
async function registerStripe(app: FastifyInstance, options: SandboxOptions, _stk: SharedStk, state: SandboxState): Promise<void> {
  const config = loadStripeConfig(options.env ?? process.env, `${options.publicUrl}/api/payments/callbacks/provider/stripe`);
  // The emulator's clock (unix seconds): the admin API can move it forward to reach `expires_at` (§6.1).
  const clock = { offsetSeconds: 0 };
  const nowSeconds = () => Math.floor(Date.now() / 1000) + clock.offsetSeconds;
  const webhooks = createWebhooks(config, nowSeconds, state);
  const checkout = createCheckout(webhooks, nowSeconds);
  const idempotent: Idempotency = new Map();
  const sessions = mapSection(checkout.sessions, (session) => session.id);
  state.section('stripe', {
    save: () => ({ sessions: sessions.save(), offsetSeconds: clock.offsetSeconds, idempotent: [...idempotent] }),
    load(saved) {
      const stripe = saved as { sessions: unknown; offsetSeconds: number; idempotent: Array<[string, { params: string; sessionId: string }]> };
      sessions.load(stripe.sessions);
      clock.offsetSeconds = stripe.offsetSeconds;
      for (const [key, seen] of stripe.idempotent) idempotent.set(key, seen);
    },
  });
  app.addHook('onClose', async () => {
    checkout.close();
    webhooks.close();
  });
  // Stripe reads bracket notation (`line_items[0][quantity]`), so this scope parses forms its own way.
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) app.removeContentTypeParser('application/x-www-form-urlencoded');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, parseBracketForm(body as string)));
  answerErrorsInEnvelope(app, 'stripe', {
    badRequest: (error, unreadable) => ({ error: { type: 'invalid_request_error', message: unreadable ? 'Invalid request body.' : error.message } }),
    internal: () => ({ error: { type: 'api_error', message: 'An unknown error occurred.' } }),
  });
  registerStripeBalanceTransactions(app, { config, checkout, webhooks, nowSeconds, state });
  registerStripeRefunds(app, config, checkout.sessions, state);
  registerStripeRoutes(app, { config, checkout, webhooks, idempotent, pageBase: `${options.publicUrl}${app.prefix}`, pagePath: app.prefix, nowSeconds, clock });
}

export const stripeEmulator: Emulator = {
  id: 'stripe',
  name: 'Stripe',
  register: registerStripe,
};
