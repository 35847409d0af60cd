import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SmsRepo } from './sms-repo.ts';

const field = (max: number) => z.string().max(max);

/**
 * Africa's Talking's delivery reports (payouts-and-messaging.md §5), posted form-encoded to the address set on its
 * dashboard. They are unsigned: a report counts only when its `id` is a messageId Africa's Talking gave the shop, and
 * it is stored before the 200 goes back. A report for an id the shop never got is answered 200 too (nothing to
 * retry) and changes nothing; one without an id or status is refused (400).
 */
export function deliveryReportRoutes(repo: Pick<SmsRepo, 'recordReport'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    app.post('/api/notifications/sms/delivery-reports', {
      config: { access: 'public' },
      schema: {
        tags: ['notifications'], summary: "Africa's Talking SMS delivery report",
        body: z.object({
          id: field(100).min(1), status: field(40).min(1), phoneNumber: field(20).optional(), networkCode: field(10).optional(),
          failureReason: field(200).optional(), retryCount: field(10).optional(),
        }),
        response: { 200: z.object({ success: z.literal(true), matched: z.boolean() }) },
      },
    }, async (request) => ({ success: true as const, matched: await repo.recordReport(request.body) }));
  };
}
