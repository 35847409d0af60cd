import type { FastifyInstance } from 'fastify';
import { answerErrorsInEnvelope } from '../emulator-http.ts';
import type { Emulator, SandboxOptions } from '../index.ts';
import { createCheckout } from './checkout.ts';
import { loadStripeConfig } from './config.ts';
import { parseBracketForm } from './forms.ts';
import { registerStripeRoutes } from './routes.ts';
import { createWebhooks } from './webhooks.ts';

/**
 * Stripe emulator, mounted at /sandbox/stripe: the shop's STRIPE_API_BASE points here (the official `stripe` package
 * calls `/v1/…` under it). Checkout Sessions, the hosted page at /pay/{id}, signed webhooks, the admin API.
 */
async function registerStripe(app: FastifyInstance, options: SandboxOptions): Promise<void> {
  const config = loadStripeConfig(options.env ?? process.env, `${options.publicUrl}/api/payments/callbacks/provider/stripe`);
  // The emulator's clock (unix seconds): the admin API can move it forward to reach `expires_at` (§6.1).
  const clock = { offsetSeconds: 0 };
  const nowSeconds = () => Math.floor(Date.now() / 1000) + clock.offsetSeconds;
  const webhooks = createWebhooks(config, nowSeconds);
  const checkout = createCheckout(webhooks, nowSeconds);
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
  registerStripeRoutes(app, { config, checkout, webhooks, pageBase: `${options.publicUrl}${app.prefix}`, pagePath: app.prefix, nowSeconds, clock });
}

export const stripeEmulator: Emulator = {
  id: 'stripe',
  name: 'Stripe',
  register: registerStripe,
};
