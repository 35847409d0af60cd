import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { products } from '../../../db/schema/index.ts';

/**
 * How close a word of a product's name must be to the search (pg_trgm's word_similarity, 0–1) to count as a similar
 * word. 0.3 keeps one-letter slips ("jeens" 0.33, "dnim" 0.4, "sweter" 0.5) and drops unrelated names; swapped letters
 * are caught by the variants (typo-variants.ts).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.3;

/** Shorter searches are not forgiven: two letters are similar to too much, and trigrams need three to use the index. */
export const FORGIVING_MIN_LENGTH = 3;

export const canForgive = (search: string): boolean => search.trim().length >= FORGIVING_MIN_LENGTH;

const lowerName = sql`lower(${products.name})`;

/**
 * A word of the name is similar to one of the variants: `%>` on `lower(name)`, served by the trigram index of
 * migration 0001 (`products_name_trgm_idx`), one bitmap scan per variant. Only within `withSimilarityThreshold`.
 */
export function nameSimilarTo(variants: string[]): SQL {
  return sql`(${sql.join(variants.map((variant) => sql`${lowerName} %> ${variant}`), sql` or `)})`;
}

/** How close the name is to the closest variant, for ordering (1 = a word of the name is one of them). */
export function nameSimilarity(variants: string[]): SQL {
  return sql`greatest(${sql.join(variants.map((variant) => sql`word_similarity(${variant}, ${lowerName})`), sql`, `)})`;
}

/**
 * Runs `work` in a transaction whose `%>` uses `WORD_SIMILARITY_THRESHOLD` (pg_trgm's default is 0.6). `set_config`
 * with `is_local` ends with the transaction, so a pooled connection goes back as it came.
 */
export async function withSimilarityThreshold<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`);
    return work(tx);
  });
}
