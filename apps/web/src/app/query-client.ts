import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

// Client errors (4xx) will not change on retry; network and server failures may.
const shouldRetry = (failureCount: number, error: Error): boolean => {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}
