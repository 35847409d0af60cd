import { couponViewSchema, userCouponsResponseSchema } from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { userOf } from '../../lib/identity.ts';
import type { CouponsService } from './coupons.service.ts';

const tags = ['coupons'];
const couponSchema = couponViewSchema;

export function couponsRoutes(coupons: CouponsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/coupon/validate', {
      config: { access: 'signed-in' },
      schema: {
        tags, summary: "Check a coupon against this customer's cart",
        body: z.object({ code: z.string().trim().min(1, 'Please enter a coupon code or proceed without it.').max(40), userId: z.string().max(100).optional() }),
        response: { 200: z.object({ success: z.literal(true), discount: z.number(), type: z.enum(['percentage', 'fixed']), message: z.string(), amountOff: z.number(), coupon: couponSchema }) },
      },
    }, async (request) => {
      const user = userOf(request, request.body.userId);
      const { coupon, amountOff } = await coupons.validate(user.id, request.body.code);
      return { success: true as const, discount: coupon.discount, type: coupon.type, message: 'Coupon applied', amountOff, coupon };
    });

    // Uses are recorded inside order placement; this call, which the checkout makes after an order, confirms it.
    app.post('/api/coupon/markUsed', {
      config: { access: 'signed-in' },
      schema: {
        tags, summary: "Confirm that the customer's order recorded the coupon",
        body: z.object({ code: z.string().trim().min(1).max(40), userId: z.string().max(100).optional() }),
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    }, async (request) => {
      const user = userOf(request, request.body.userId);
      if (!(await coupons.hasUsed(user.id, request.body.code))) throw new AppError('BUSINESS_RULE', 'Coupon usage could not be recorded');
      return { success: true as const, message: 'Coupon recorded with your order' };
    });

    app.get('/api/coupon/user', {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Coupons this customer can use now', response: { 200: userCouponsResponseSchema } },
    }, async (request) => {
      const user = userOf(request);
      return { success: true as const, coupons: await coupons.availableTo(user.id) };
    });
  };
}
