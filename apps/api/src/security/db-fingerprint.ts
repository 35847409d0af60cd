import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Tables that legitimately change when a request is refused, because recording the refused try is their job.
 * Everything else must be byte for byte the same after a rejected request.
 */
export const recordsRefusedTries: Readonly<Record<string, string>> = {
  throttles: 'counts failed logins and code guesses per e-mail/IP/cashier: a refused try is exactly what it records',
  rate_limits: 'per-IP and per-account request counters: every request counts, refused or not',
  security_code_uses: 'the audit trail of cashier-code checks, including wrong codes',
  payment_events: 'every provider message is logged, also unknown or unverifiable callbacks (answered 200 so providers stop retrying)',
  payment_flags: 'late or illegal provider events are raised for the back office, never silently dropped',
  mail_outbox: 'without SMTP the outbox is the mail server: a refused unverified login mails a fresh code (decision 0007)',
};

export type Fingerprint = Map<string, string>;

export const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The rows of a raw query, on PGlite and node-postgres alike (both answer `{ rows }`; drizzle types it loosely). */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** One row per table: its row count and a hash of all its rows, so any insert, delete or update shows. */
export const fingerprintSql = (table: string, where = 'true') =>
  `SELECT '${table}' AS t, count(*)::text || ':' || md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS f FROM ${quote(table)} r WHERE ${where}`;

/** The app's own tables (schema public; pg-boss and drizzle keep theirs elsewhere), read from the catalogue. */
export async function appTables(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string }>(db, sql`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`);
  return rows.map((row) => row.table_name);
}

/**
 * Row count and a hash of every row of each table, in one statement: a rejected request that inserted, deleted
 * or updated anything changes it. Row counts alone would miss an UPDATE.
 */
export function createFingerprinter(db: Db, tables: readonly string[]) {
  const watched = tables.filter((table) => !(table in recordsRefusedTries));
  const query = watched.map((table) => fingerprintSql(table)).join(' UNION ALL ');
  return {
    watched,
    async take(): Promise<Fingerprint> {
      const rows = await rowsOf<{ t: string; f: string }>(db, sql.raw(query));
      return new Map(rows.map((row) => [row.t, row.f]));
    },
  };
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...before.keys()].filter((table) => before.get(table) !== after.get(table));
}
