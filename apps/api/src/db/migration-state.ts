import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder, type Db } from './client.ts';

/** The newest migration this code ships (drizzle records each applied one by its folder time). */
const newestShipped = Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis));

/**
 * Whether the database has every migration this code knows (a newer instance may have applied more: still complete).
 * False while another instance still migrates, or when the migrations table is not there yet.
 */
export async function migrationsComplete(db: Db): Promise<boolean> {
  // No migrations table yet is an error here, as is a database that does not answer: not complete either way.
  const result = await db.execute(sql`SELECT coalesce(max(created_at), 0)::float8 AS newest FROM drizzle.__drizzle_migrations`)
    .catch(() => null);
  const newest = (result as unknown as { rows: { newest: number }[] } | null)?.rows[0]?.newest;
  return newest !== undefined && Number(newest) >= newestShipped;
}
