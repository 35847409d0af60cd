import type { FastifyInstance } from 'fastify';
import { answerErrorsInEnvelope } from '../emulator-http.ts';
import type { Emulator, SandboxOptions } from '../index.ts';
import type { SharedStk } from '../mpesa/index.ts';
import type { SandboxState } from '../state-file.ts';
import { loadRazorpayConfig } from './config.ts';
import { badRequest, serverError } from './envelopes.ts';
import { registerRazorpayPaymentList } from './payment-list.ts';
import { registerRazorpayRoutes } from './routes.ts';
import { registerRazorpayRefunds } from './refunds.ts';
import { createRazorpayStore } from './store.ts';
import { createWebhookSender } from './webhooks.ts';

/**
 * Razorpay emulator, mounted at /sandbox/razorpay: the shop's RAZORPAY_BASE_URL points here. Orders API, the
 * Checkout stand-in the shop opens as a popup, signed webhooks with Razorpay's retries, and an admin API.
 */
async function registerRazorpay(app: FastifyInstance, options: SandboxOptions, _stk: SharedStk, state: SandboxState): Promise<void> {
  const config = loadRazorpayConfig(options.env ?? process.env, options.publicUrl);
  answerErrorsInEnvelope(app, 'razorpay', {
    badRequest: (error, unreadable) => badRequest(unreadable ? 'The request body is not valid JSON' : error.message),
    internal: serverError,
  });
  const store = createRazorpayStore();
  state.section('razorpay', store.section);
  const webhooks = createWebhookSender(config, app.log, state);
  app.addHook('onClose', async () => webhooks.close());
  registerRazorpayRoutes(app, config, store, webhooks);
  registerRazorpayPaymentList(app, config, store);
  registerRazorpayRefunds(app, config, store, state);
}

export const razorpayEmulator: Emulator = { id: 'razorpay', name: 'Razorpay', register: registerRazorpay };
