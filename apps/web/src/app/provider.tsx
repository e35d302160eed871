import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { AppConfig } from '@gp/api';
import { ApiError } from '../lib/api-error';
import { AppConfigProvider } from '../lib/app-config-context';

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

export function AppProvider({
  config,
  i18n,
  queryClient,
  children,
}: {
  config: AppConfig;
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <AppConfigProvider config={config}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          {children}
        </QueryClientProvider>
      </I18nextProvider>
    </AppConfigProvider>
  );
}
