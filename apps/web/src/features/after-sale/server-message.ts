import { isApiError } from '@/lib/api-client';

/** The server's own message for a refused call (spec 2 §8: "server message or …"), else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  const body = isApiError(error) ? (error.body as { message?: unknown } | null) : null;
  return typeof body?.message === 'string' && body.message ? body.message : fallback;
}
