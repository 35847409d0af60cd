import type { FastifyInstance } from 'fastify';
import type { SandboxState } from '../state-file.ts';
import { createC2b, loadC2bSettings, type C2b } from './c2b.ts';
import { paybillSection, registerPaybillAction } from './c2b-phone.ts';
import { darajaHttp, registerC2bRoutes } from './c2b-routes.ts';
import type { SharedStk } from './index.ts';
import { registerPullTransactions } from './pull-transactions.ts';

/**
 * Daraja's C2B and Pull Transactions on the M-Pesa emulator, with their state section ('c2b'). Answers what the
 * sandbox phone shows of them (its Pay Bill menu), and the payments received (a Reversal may undo one).
 */
export function registerC2b(app: FastifyInstance, stk: SharedStk, state: SandboxState): { phoneSection: (query: Record<string, string | undefined>) => string; c2b: C2b } {
  const { engine, ids, clock } = stk;
  const c2b = createC2b({
    clock, ids, settings: loadC2bSettings(), save: () => state.save(),
    stkPayments: () => engine.completed().filter((request) => request.provider === 'mpesa'),
  });
  state.section('c2b', { save: c2b.snapshot, load: c2b.load });
  const http = darajaHttp(engine, ids);
  registerC2bRoutes(app, c2b, http, ids);
  registerPullTransactions(app, c2b, http, ids);
  registerPaybillAction(app, c2b);
  const defaultShortCode = engine.config.shortCodes[0]?.shortCode ?? '174379';
  const pagePath = `${app.prefix}/phone`;
  return { phoneSection: (query) => paybillSection(c2b, { paid: query.paid, paybillError: query.paybillError }, pagePath, defaultShortCode), c2b };
}
