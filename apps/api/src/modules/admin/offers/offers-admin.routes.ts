import {
  adminAcceptOfferBodySchema, adminOfferActionResponseSchema, adminOfferListQuerySchema, adminOfferListResponseSchema, adminOfferParamsSchema,
  adminRejectOfferBodySchema, adminWaitlistQuerySchema, adminWaitlistResponseSchema,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../../lib/identity.ts';
import type { OffersAdminService } from './offers-admin.service.ts';

const tags = ['admin'];

/** Price offers to decide and the waitlist to restock for: admin only, every decision audited. */
export function offersAdminRoutes(deps: { service: OffersAdminService }): FastifyPluginAsyncZod {
  const { service } = deps;
  return async (app) => {
    app.get('/api/admin/offers', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Price offers by status and product: newest first or grouped by product, in pages', querystring: adminOfferListQuerySchema, response: { 200: adminOfferListResponseSchema } },
    }, async (request) => {
      return { success: true as const, ...(await service.listOffers(request.query)) };
    });

    app.post('/api/admin/offers/:offerId/accept', {
      config: { access: 'admin' },
      schema: { tags, summary: "Accept a pending offer: it prices the customer's cart line for expiresInHours", params: adminOfferParamsSchema, body: adminAcceptOfferBodySchema, response: { 200: adminOfferActionResponseSchema } },
    }, async (request) => {
      const admin = userOf(request);
      return { success: true as const, message: 'Offer accepted', offer: await service.accept(admin, request.params.offerId, request.body) };
    });

    app.post('/api/admin/offers/:offerId/reject', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Reject a pending offer', params: adminOfferParamsSchema, body: adminRejectOfferBodySchema, response: { 200: adminOfferActionResponseSchema } },
    }, async (request) => {
      const admin = userOf(request);
      return { success: true as const, message: 'Offer rejected', offer: await service.reject(admin, request.params.offerId, request.body.reason) };
    });

    app.get('/api/admin/waitlist', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Customers waiting per product and weight, with that weight\'s stock now', querystring: adminWaitlistQuerySchema, response: { 200: adminWaitlistResponseSchema } },
    }, async (request) => {
      return { success: true as const, ...(await service.listWaitlist(request.query)) };
    });
  };
}
