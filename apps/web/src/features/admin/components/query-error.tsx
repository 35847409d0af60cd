import { isApiError } from '@/lib/api-client';

/** The alert shown when a query fails: the server's message when it sent one, otherwise the page's own text. */
export function QueryError({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <p role="alert" className="text-danger-700">
      {isApiError(error) ? error.message : fallback}
    </p>
  );
}
