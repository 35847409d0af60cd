import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { fingerprintSql, quote, rowsOf, type Fingerprint } from './db-fingerprint.ts';

type ForeignKey = { child: string; column: string; parent: string; parentColumn: string };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function foreignKeys(db: Db): Promise<ForeignKey[]> {
  const rows = await rowsOf<{ child: string; column: string; parent: string; parent_column: string }>(db, sql`
    SELECT kcu.table_name AS child, kcu.column_name AS column, ccu.table_name AS parent, ccu.column_name AS parent_column
    FROM information_schema.table_constraints tc
    JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
    JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
    WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public'`);
  return rows.map((row) => ({ child: row.child, column: row.column, parent: row.parent, parentColumn: row.parent_column }));
}

/**
 * Everything one user owns, found by following the foreign keys from their `users` row (their sessions, cart,
 * orders, and the orders' items, attempts and events…), so a table added tomorrow is covered by itself.
 * `take(userId)` hashes those rows per table: reading someone's data is checked in the answers, changing it here.
 */
export async function createOwnedRows(db: Db) {
  const keys = (await foreignKeys(db)).filter((key) => key.child !== key.parent);
  return {
    async take(userId: string): Promise<Fingerprint> {
      if (!uuid.test(userId)) throw new Error(`not a user id: ${userId}`);
      const clauses = new Map<string, string | null>();
      /** The rows of `table` that belong to the user: linked to their users row through any chain of foreign keys. */
      const ownedBy = (table: string): string | null => {
        if (table === 'users') return `id = '${userId}'`;
        if (clauses.has(table)) return clauses.get(table) ?? null;
        clauses.set(table, null); // A cycle back to this table adds nothing.
        const links = keys.filter((key) => key.child === table).flatMap((key) => {
          const parent = ownedBy(key.parent);
          return parent ? [`${quote(key.column)} IN (SELECT ${quote(key.parentColumn)} FROM ${quote(key.parent)} WHERE ${parent})`] : [];
        });
        const clause = links.length ? links.join(' OR ') : null;
        clauses.set(table, clause);
        return clause;
      };
      const tables = ['users', ...new Set(keys.map((key) => key.child))];
      const query = tables.flatMap((table) => {
        const where = ownedBy(table);
        return where ? [fingerprintSql(table, where)] : [];
      }).join(' UNION ALL ');
      const rows = await rowsOf<{ t: string; f: string }>(db, sql.raw(query));
      return new Map(rows.map((row) => [row.t, row.f]));
    },
  };
}
