import type { FastifyError, FastifyInstance } from 'fastify';
import { acceptForms, isUnreadableBody } from '../emulator-http.ts';
import type { Emulator, SandboxOptions } from '../index.ts';
import type { SharedStk } from '../mpesa/index.ts';
import type { SandboxState } from '../state-file.ts';
import { loadTinypesaConfig } from './config.ts';
import { authorised, registerTinypesaRoutes } from './routes.ts';
import { createTransactions } from './transactions.ts';
import { requiredErrors } from './validate.ts';

/**
 * TinyPesa emulator, mounted at /sandbox/tinypesa: the shop's TINYPESA_BASE_URL points here. Prompts go through the
 * shared STK engine (one sandbox phone, the magic numbers of §6.2, the /sandbox/mpesa/__emulator admin API); the
 * webhook goes to the link's configured address (SANDBOX_TINYPESA_WEBHOOK_URL).
 */
async function registerTinypesa(app: FastifyInstance, options: SandboxOptions, stk: SharedStk, state: SandboxState): Promise<void> {
  const config = loadTinypesaConfig(options.env ?? process.env, options.publicUrl);

  // TinyPesa's own examples post forms (curl -d, PHP http_build_query).
  acceptForms(app);
  // An unreadable body reads as an empty one to Laravel: the key is checked first, then the required fields fail.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (isUnreadableBody(error)) {
      if (!authorised(request, reply, config)) return reply;
      return reply.code(422).send(requiredErrors());
    }
    if (status >= 400 && status < 500) return reply.code(status).send({ message: error.message });
    request.log.error({ err: error }, 'sandbox tinypesa: unhandled error');
    return reply.code(500).send({ message: 'Server Error' });
  });

  const transactions = createTransactions();
  state.section('tinypesa', transactions.section);
  registerTinypesaRoutes(app, config, stk, transactions);
}

export const tinypesaEmulator: Emulator = {
  id: 'tinypesa',
  name: 'TinyPesa',
  register: registerTinypesa,
};
