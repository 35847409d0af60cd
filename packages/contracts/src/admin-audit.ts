import { z } from 'zod';

/** The back office's audit log (/admin/audit): who changed what, before and after, and why. Admin only. */

/** As ADMIN_PAGE_MAX in admin-orders.ts (which re-exports this file, so it cannot be imported from there). */
const AUDIT_PAGE_MAX = 50;
const day = z.iso.date({ error: 'Dates look like 2026-01-31' });

/** The things the back office changes, for the log's entity filter (the filter itself accepts any entity name). */
export const auditEntities = ['order', 'cancellation', 'payment', 'product', 'banner', 'offer', 'waitlist', 'settings', 'user', 'job', 'delivery-option'] as const;

/**
 * GET /api/admin/audit: newest first, keyset paging; filter by what changed (entity + id), by whom (actor's user id
 * or part of their name), by action and by shop days (`from`/`to`, inclusive).
 */
export const auditQuerySchema = z.object({
  entity: z.string().trim().max(40).optional(),
  entityId: z.string().trim().max(100).optional(),
  actor: z.uuid({ error: 'actor must be a user id' }).optional(),
  actorName: z.string().trim().max(120).optional(),
  action: z.string().trim().max(60).optional(),
  from: day.optional(),
  to: day.optional(),
  cursor: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = z.object({ success: z.literal(true), entries: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
