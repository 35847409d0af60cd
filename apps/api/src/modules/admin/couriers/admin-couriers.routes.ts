import {
  adminCourierBodySchema, adminCourierListResponseSchema, adminCourierParamsSchema, adminCourierResponseSchema, adminCourierUpdateBodySchema,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../../lib/identity.ts';
import type { AdminCouriersService } from './admin-couriers.service.ts';

const tags = ['admin'];

/** The couriers the shop dispatches with: admin only, every change audited. */
export function adminCouriersRoutes(deps: { couriers: AdminCouriersService }): FastifyPluginAsyncZod {
  const { couriers } = deps;
  return async (app) => {
    app.get('/api/admin/couriers', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Every courier, on and off, by name', response: { 200: adminCourierListResponseSchema } },
    }, async () => {
      return { success: true as const, couriers: await couriers.list() };
    });

    app.post('/api/admin/couriers', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Add a courier: its name and tracking link ({tracking} where the number goes; empty: none)', body: adminCourierBodySchema, response: { 200: adminCourierResponseSchema } },
    }, async (request) => {
      return { success: true as const, message: 'Courier added', courier: await couriers.create(userOf(request), request.body) };
    });

    app.patch('/api/admin/couriers/:courierId', {
      config: { access: 'admin' },
      schema: { tags, summary: "Edit a courier's name or tracking link, or turn it on or off", params: adminCourierParamsSchema, body: adminCourierUpdateBodySchema, response: { 200: adminCourierResponseSchema } },
    }, async (request) => {
      return { success: true as const, message: 'Courier saved', courier: await couriers.update(userOf(request), request.params.courierId, request.body) };
    });
  };
}
