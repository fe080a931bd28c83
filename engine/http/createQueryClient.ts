/**
 * react-query client with its retry rules: reads retry up to twice,
 * and only after a network failure (code 500); writes never retry. A page
 * shows nothing but skeletons while it reads, so the retries are quick
 * (READ_RETRY_DELAYS_MS): the error, with its retry button, shows within two
 * seconds of the last failed attempt. Queries run whether or not the browser
 * says it is online (a paused query would keep its skeleton with no error).
 * A read that ended in an error is read again when the app comes back to the
 * foreground (the page becomes visible) and when the network comes back, so a
 * page showing an error recovers on its own once the server does.
 */
import { QueryClient, type Query } from '@tanstack/react-query';
import { isNetworkError } from './ApiError';

export const MAX_READ_RETRIES = 2;
/** Wait before the first and the second retry of a read. */
export const READ_RETRY_DELAYS_MS = [400, 1_000] as const;

export const readRetryDelay = (failureCount: number): number =>
  READ_RETRY_DELAYS_MS[Math.min(failureCount, READ_RETRY_DELAYS_MS.length - 1)] ?? 0;

export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_READ_RETRIES && isNetworkError(error);
}

/** Only reads that failed are read again on return to the foreground or to the network; good answers stay. */
export const refetchIfFailed = (query: Query): boolean => query.state.status === 'error';

export function createQueryClient(opts: { retryDelayMs?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryRead,
        retryDelay: opts.retryDelayMs ?? readRetryDelay,
        networkMode: 'always',
        refetchOnWindowFocus: refetchIfFailed,
        refetchOnReconnect: refetchIfFailed,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
