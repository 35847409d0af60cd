import { c2bRegistrationResponseSchema } from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../../lib/identity.ts';
import type { C2bRegistration } from './c2b-registration.ts';

const tags = ['admin'];

/** The payment settings' C2B part: what is registered with Daraja, and registering again. Admin only. */
export function c2bAdminRoutes(deps: { registration: C2bRegistration }): FastifyPluginAsyncZod {
  const { registration } = deps;
  return async (app) => {
    app.get('/api/admin/payments/c2b/registration', {
      config: { access: 'admin' },
      schema: { tags, summary: 'The M-Pesa C2B URLs registered with Daraja (URLs, version, when, the answer)', response: { 200: c2bRegistrationResponseSchema } },
    }, async () => ({ success: true as const, ...(await registration.current()) }));

    app.post('/api/admin/payments/c2b/registration', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Register the M-Pesa C2B URLs with Daraja again', response: { 200: c2bRegistrationResponseSchema } },
    }, async (request) => {
      await registration.register(userOf(request).id);
      return { success: true as const, ...(await registration.current()) };
    });
  };
}
