/**
 * The constraint a unique violation (SQLSTATE 23505) hit, or null for any other error. Drizzle wraps the driver's
 * error in `cause`; node-postgres and PGlite both report `code` and `constraint`.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return null;
}
