import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api';

/** Client errors (4xx) are answers, not glitches: only network and server errors are retried. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}
