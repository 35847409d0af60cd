import {
  adminCreateDeliveryBodySchema, adminDeliveryListQuerySchema, adminDeliveryListResponseSchema, adminDeliveryParamsSchema,
  adminDeliveryResponseSchema, adminUpdateDeliveryBodySchema,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../../lib/identity.ts';
import type { AdminDeliveryService } from './admin-delivery.service.ts';

const tags = ['admin'];

/** The shop's delivery options per county: list, create, edit, switch on or off. Admin only, every change audited. */
export function adminDeliveryRoutes(deps: { service: AdminDeliveryService }): FastifyPluginAsyncZod {
  const { service } = deps;
  return async (app) => {
    app.get('/api/admin/delivery-options', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Every delivery option, on and off, by county (one county when given)', querystring: adminDeliveryListQuerySchema, response: { 200: adminDeliveryListResponseSchema } },
    }, async (request) => {
      return { success: true as const, options: await service.list(request.query.county) };
    });

    app.post('/api/admin/delivery-options', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Add a pickup point or door delivery to a county: fee in Ksh, days it takes', body: adminCreateDeliveryBodySchema, response: { 200: adminDeliveryResponseSchema } },
    }, async (request) => {
      return { success: true as const, message: 'Delivery option added', option: await service.create(userOf(request), request.body) };
    });

    app.patch('/api/admin/delivery-options/:optionId', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Edit a delivery option, or switch it on or off', params: adminDeliveryParamsSchema, body: adminUpdateDeliveryBodySchema, response: { 200: adminDeliveryResponseSchema } },
    }, async (request) => {
      return { success: true as const, message: 'Delivery option saved', option: await service.update(userOf(request), request.params.optionId, request.body) };
    });
  };
}
