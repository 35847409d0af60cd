import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/errors.ts';
import type { C2bIntake } from './c2b-intake.ts';
import { fromConfirmation, normaliseReference } from './c2b-transaction.ts';

type Logger = { warn(object: unknown, message: string): void };

/** How long validation waits for the database before it lets the payment through (Daraja gives about 8 s in all). */
export const VALIDATION_BUDGET_MS = 3_000;

const darajaAnswer = z.object({ ResultCode: z.union([z.number(), z.string()]), ResultDesc: z.string() });
const ACCEPTED = { ResultCode: '0', ResultDesc: 'Accepted' };

/**
 * Daraja's C2B calls (payment-providers.md §1.9). Public: Daraja signs nothing, so the address carries a secret
 * derived from the shop's key (like the STK callbacks' per-attempt secret), and a body is only stored, never trusted
 * to pay on its own beyond what matching allows. The confirmation is stored (with its matching job) before it is
 * answered; validation, when the shop turned it on, refuses an account number no order has (C2B00012).
 */
export function c2bRoutes(deps: {
  token: string; intake: C2bIntake; validation: boolean; log: Logger;
  referenceExists: (reference: string) => Promise<boolean>;
}): FastifyPluginAsyncZod {
  const { token, intake, log } = deps;
  const params = z.object({ token: z.string().max(200) });
  const checkToken = (given: string) => {
    if (given !== token) throw notFound('Not found');
  };
  return async (app) => {
    app.post('/api/payments/c2b/:token/confirmation', {
      config: { access: 'public' },
      schema: { tags: ['payments'], summary: 'M-Pesa C2B confirmation (paybill/till payment): stored, then matched', params, response: { 200: darajaAnswer } },
    }, async (request) => {
      checkToken(request.params.token);
      const parsed = fromConfirmation(request.body, new Date());
      if (!parsed.ok) {
        log.warn({ reason: parsed.reason }, 'A C2B confirmation that is not one');
        return { ResultCode: 'C2B00016', ResultDesc: 'Rejected' };
      }
      await intake.store(parsed.input);
      return { ResultCode: 0, ResultDesc: 'Success' };
    });

    app.post('/api/payments/c2b/:token/validation', {
      config: { access: 'public' },
      schema: { tags: ['payments'], summary: 'M-Pesa C2B validation: refuses an account number no order has (when turned on)', params, response: { 200: darajaAnswer } },
    }, async (request) => {
      checkToken(request.params.token);
      if (!deps.validation) return ACCEPTED;
      const parsed = fromConfirmation(request.body, new Date());
      if (!parsed.ok) return { ResultCode: 'C2B00016', ResultDesc: 'Rejected' };
      const reference = normaliseReference(parsed.input.billRef);
      // A slow database must not refuse a customer's money: past the budget the payment goes through and is matched later.
      const known = await Promise.race([
        deps.referenceExists(reference).catch(() => true),
        new Promise<boolean>((resolve) => { setTimeout(() => resolve(true), VALIDATION_BUDGET_MS).unref(); }),
      ]);
      return known ? ACCEPTED : { ResultCode: 'C2B00012', ResultDesc: 'Rejected' };
    });
  };
}
