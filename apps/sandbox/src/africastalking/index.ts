import type { FastifyInstance } from 'fastify';
import { acceptForms } from '../emulator-http.ts';
import type { Emulator, SandboxOptions } from '../index.ts';
import type { SharedStk } from '../mpesa/index.ts';
import type { SandboxState } from '../state-file.ts';
import { registerSmsAdmin } from './admin.ts';
import { loadAfricasTalkingConfig } from './config.ts';
import { createReportSender } from './reports.ts';
import { registerMessagingApi } from './routes.ts';
import { registerSmsInbox } from './sms-inbox.ts';
import { createSmsStore } from './store.ts';

/**
 * Africa's Talking SMS emulator, mounted at /sandbox/africastalking: the shop's AT_BASE_URL points here. The messaging
 * API, delivery reports to the dashboard's callback, the sandbox phone's SMS inbox and an admin API (§6).
 */
async function registerAfricasTalking(app: FastifyInstance, options: SandboxOptions, _stk: SharedStk, state: SandboxState): Promise<void> {
  const config = loadAfricasTalkingConfig(options.env ?? process.env, options.publicUrl);
  const store = createSmsStore();
  const save = () => state.save();
  const reports = createReportSender(config, store, app.log, save);
  state.section('africastalking', { ...store.section, resume: reports.resume });
  app.addHook('onClose', async () => reports.close());
  acceptForms(app);
  registerMessagingApi(app, config, store, reports, save);
  registerSmsAdmin(app, store, reports, save);
  registerSmsInbox(app, store, `${app.prefix.replace(/\/africastalking$/, '')}/mpesa/phone`);
}

export const africasTalkingEmulator: Emulator = { id: 'africastalking', name: "Africa's Talking (SMS)", register: registerAfricasTalking };
