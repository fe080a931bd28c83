/**
 * react-query client with the retry rules of P§8: reads retry up to twice,
 * and only after a network failure (code 500); writes never retry.
 */
import { QueryClient } from '@tanstack/react-query';
import { isNetworkError } from './ApiError';

export const MAX_READ_RETRIES = 2;

export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_READ_RETRIES && isNetworkError(error);
}

export function createQueryClient(opts: { retryDelayMs?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryRead,
        ...(opts.retryDelayMs === undefined ? {} : { retryDelay: opts.retryDelayMs }),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
