import {
  adminCouponActionResponseSchema, adminCouponListQuerySchema, adminCouponListResponseSchema, adminCouponParamsSchema, adminCouponUsesResponseSchema,
  adminCreateCouponBodySchema, adminDisableCouponBodySchema,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../../lib/identity.ts';
import type { AdminCouponsService } from './admin-coupons.service.ts';

const tags = ['admin'];

/** The shop's coupons: list, create, end, and the orders that used one. Admin only, every change audited. */
export function adminCouponsRoutes(deps: { service: AdminCouponsService }): FastifyPluginAsyncZod {
  const { service } = deps;
  return async (app) => {
    app.get('/api/admin/coupons', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Coupons, newest first: active or ended, by part of the code, in pages', querystring: adminCouponListQuerySchema, response: { 200: adminCouponListResponseSchema } },
    }, async (request) => {
      return { success: true as const, ...(await service.list(request.query)) };
    });

    app.post('/api/admin/coupons', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Create a coupon: percentage or fixed Ksh, expiry, usage limits, optionally bound to one customer', body: adminCreateCouponBodySchema, response: { 200: adminCouponActionResponseSchema } },
    }, async (request) => {
      const admin = userOf(request);
      return { success: true as const, message: 'Coupon created', coupon: await service.create(admin, request.body) };
    });

    app.post('/api/admin/coupons/:couponId/disable', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Disable a coupon: it ends now (its expiry becomes now; there is no disabled flag)', params: adminCouponParamsSchema, body: adminDisableCouponBodySchema, response: { 200: adminCouponActionResponseSchema } },
    }, async (request) => {
      const admin = userOf(request);
      return { success: true as const, message: 'Coupon disabled', coupon: await service.disable(admin, request.params.couponId, request.body.reason) };
    });

    app.get('/api/admin/coupons/:couponId/uses', {
      config: { access: 'admin' },
      schema: { tags, summary: 'The orders that used a coupon, newest first', params: adminCouponParamsSchema, response: { 200: adminCouponUsesResponseSchema } },
    }, async (request) => {
      return { success: true as const, ...(await service.uses(request.params.couponId)) };
    });
  };
}
