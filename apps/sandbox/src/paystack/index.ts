import type { FastifyInstance } from 'fastify';
import { answerErrorsInEnvelope } from '../emulator-http.ts';
import type { Emulator, SandboxOptions } from '../index.ts';
import type { SharedStk } from '../mpesa/index.ts';
import type { SandboxState } from '../state-file.ts';
import { registerPaystackAdmin } from './admin.ts';
import { registerCheckoutPage } from './checkout-page.ts';
import { loadPaystackConfig } from './config.ts';
import { registerPaystackApi } from './routes.ts';
import { registerPaystackTransactionList } from './transaction-list.ts';
import { registerPaystackRefunds } from './refunds.ts';
import { createSettler } from './settle.ts';
import { createTransactionStore } from './transactions.ts';
import { createWebhookSender } from './webhooks.ts';

/**
 * Paystack emulator, mounted at /sandbox/paystack: the shop's PAYSTACK_BASE_URL points here. Initialize and verify,
 * the hosted checkout page, signed `charge.success` webhooks with Paystack's retries, and an admin API (§6.4).
 */
async function registerPaystack(app: FastifyInstance, options: SandboxOptions, stk: SharedStk, state: SandboxState): Promise<void> {
  const config = loadPaystackConfig(options.env ?? process.env, options.publicUrl);
  const now = () => stk.clock.now();
  answerErrorsInEnvelope(app, 'paystack', {
    badRequest: (error, unreadable) => ({ status: false, message: unreadable ? 'Invalid JSON body' : error.message }),
    internal: () => ({ status: false, message: 'An error occurred' }),
  });
  const store = createTransactionStore();
  state.section('paystack', store.section);
  const webhooks = createWebhookSender(config, app.log, state);
  app.addHook('onClose', async () => webhooks.close());
  const settler = createSettler(webhooks, now);
  registerPaystackApi(app, config, store, now);
  registerPaystackRefunds(app, config, store, state);
  registerCheckoutPage(app, store, settler);
  registerPaystackAdmin(app, store, settler, webhooks);
  registerPaystackTransactionList(app, config, store, now);
}

export const paystackEmulator: Emulator = { id: 'paystack', name: 'Paystack', register: registerPaystack };
