import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { products } from '../../../db/schema/index.ts';

/**
 * How close a word of a product's name must be to the search (pg_trgm's word_similarity, 0–1) to count as a similar
 * word. 0.4 keeps one-letter slips in longer words ("sweter" 0.5, "jacet" 0.5, "hoddie" 0.4); swapped letters are caught
 * by the variants (typo-variants.ts). 0.3 also forgave "jeens" (0.33), but on 20,000 products it let "jaens" match every
 * "jacket" and cost seconds (decision 0034).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

/** Shorter searches are not forgiven: two letters are similar to too much, and trigrams need three to use the index. */
export const FORGIVING_MIN_LENGTH = 3;

export const canForgive = (search: string): boolean => search.trim().length >= FORGIVING_MIN_LENGTH;

const lowerName = sql`lower(${products.name})`;

/**
 * The products with a word similar to one of the variants, each with its best score (1 = a word of the name is one of
 * them), as a derived table `similar_names(id, score)` to join on. One scan of the trigram index per variant
 * (`products_name_trgm_idx`, migration 0001), each computing its variant's similarity for its own matches only: with
 * the `%>`s OR-ed beside the other filters, the planner scanned every visible product and computed every similarity
 * instead. `also` adds branches of the same shape (id, score). Only within `withSimilarityThreshold`.
 */
export function similarProducts(variants: string[], also: SQL[] = []): SQL {
  const scans = variants.map((variant) =>
    sql`select ${products.id} as id, word_similarity(${variant}, ${lowerName}) as score from ${products} where ${lowerName} %> ${variant}`);
  return sql`(select id, max(score) as score from (${sql.join([...also, ...scans], sql` union all `)}) as branches group by id) as similar_names`;
}

export const joinSimilar = sql`similar_names.id = ${products.id}`;
export const closestFirst = sql`similar_names.score desc`;

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
