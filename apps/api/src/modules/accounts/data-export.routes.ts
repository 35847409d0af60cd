import { orderViewSchema, userProfileSchema } from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../lib/identity.ts';
import type { DataExport } from './data-export.service.ts';

const iso = z.string();
const dataExportSchema = z.object({
  success: z.literal(true),
  exportedAt: iso,
  profile: userProfileSchema.extend({ status: z.string(), referralCode: z.string().nullable(), referralPhone: z.string().nullable(), createdAt: iso }),
  orders: z.array(orderViewSchema),
  points: z.object({
    balance: z.number().int(),
    ledger: z.array(z.object({ kind: z.string(), points: z.number().int(), reason: z.string(), source: z.string(), createdAt: iso })),
  }),
  coupons: z.array(z.object({ code: z.string(), type: z.enum(['percentage', 'fixed']), discount: z.number(), expiresAt: iso.nullable(), createdAt: iso })),
  couponUses: z.array(z.object({ code: z.string(), orderId: z.string(), usedAt: iso })),
  chatMessages: z.array(z.object({ content: z.string(), from: z.enum(['you', 'shop']), createdAt: iso, readAt: iso.nullable() })),
  searchHistory: z.array(z.object({ searchQuery: z.string(), searchedAt: iso })),
  referrals: z.object({
    referredBy: z.object({ createdAt: iso }).nullable(),
    referred: z.array(z.object({ name: z.string(), status: z.string(), createdAt: iso, awardedAt: iso.nullable() })),
  }),
});

/** GET /api/user/export: the signed-in user's own data as a JSON file (the token decides whose; nothing else can). */
export function dataExportRoutes(exporter: DataExport): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/user/export', {
      config: { access: 'signed-in' },
      schema: { tags: ['account'], summary: 'Download a copy of your data (profile, orders, points, coupons, chat, searches, referrals) as JSON', response: { 200: dataExportSchema } },
    }, async (request, reply) => {
      const user = userOf(request);
      const now = new Date();
      reply.header('content-disposition', `attachment; filename="mitumba-my-data-${now.toISOString().slice(0, 10)}.json"`);
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await exporter.of(user.id, now)) };
    });
  };
}
