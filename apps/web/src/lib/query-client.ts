import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Only a network failure or a server error is worth one more try.
        retry: (count, error) =>
          count < 1 &&
          error instanceof ApiError &&
          (error.status === 0 || error.status >= 500) &&
          error.code !== 'Maintenance',
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

let appClient: QueryClient | undefined;

/**
 * The app's one query client, made when first needed: by the signed-in
 * screens' shell or by a sign-in (issue 16: TanStack Query is not part of the
 * login's first page). One per page load, like the router.
 */
export function appQueryClient(): QueryClient {
  return (appClient ??= createQueryClient());
}
