/**
 * react-query client with the retry rules of P§8: reads retry up to twice,
 * and only after a network failure (code 500); writes never retry. A read that
 * ended in an error is read again when the app comes back to the foreground
 * (the page becomes visible) and when the network comes back, so a page
 * showing an error recovers on its own once the server does.
 */
import { QueryClient, type Query } from '@tanstack/react-query';
import { isNetworkError } from './ApiError';

export const MAX_READ_RETRIES = 2;

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
        ...(opts.retryDelayMs === undefined ? {} : { retryDelay: opts.retryDelayMs }),
        refetchOnWindowFocus: refetchIfFailed,
        refetchOnReconnect: refetchIfFailed,
      },
      mutations: { retry: false },
    },
  });
}
