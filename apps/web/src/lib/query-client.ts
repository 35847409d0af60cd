import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** Client errors (4xx) are answers, not glitches: retrying them only delays the message. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // offlineFirst: a read is tried once even offline, so the service worker can answer it from what it kept
      // (decision 0043); only its retries wait for the connection.
      queries: { staleTime: 60_000, gcTime: 5 * 60_000, retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
    },
  });
}
