import type { ProductFeedback } from '@mitumba/contracts';
import type { Db } from '../../db/client.ts';
import { createProductFeedbackRepo } from './product-feedback.repo.ts';

/** 'Wanjiku Mwangi' → 'Wanjiku M.'; one name stays as it is; no name is 'Customer'. */
export function authorName(fullName: string): string {
  const [first, ...rest] = fullName.trim().split(/\s+/).filter(Boolean);
  if (!first) return 'Customer';
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/** A product's feedback for its page, `limit` at a time (one row more than asked tells whether there is more). */
export function createProductFeedbackService(deps: { db: Db }) {
  const repo = createProductFeedbackRepo(deps.db);
  return {
    async page(productId: string, offset: number, limit: number): Promise<{ feedback: ProductFeedback[]; hasMore: boolean }> {
      const rows = await repo.page(productId, offset, limit + 1);
      return {
        feedback: rows.slice(0, limit).map((row) => ({
          _id: row.id, text: row.text.trim(), rating: row.quality, author: authorName(row.name), date: row.createdAt.toISOString(),
        })),
        hasMore: rows.length > limit,
      };
    },
  };
}

export type ProductFeedbackService = ReturnType<typeof createProductFeedbackService>;
