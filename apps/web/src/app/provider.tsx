import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { AppConfig } from '@gp/api';
import { AppConfigProvider } from '../lib/app-config-context';
import { GivenQueryClientProvider } from '../lib/query-client-context';

/**
 * What every page shares: the deployment config and the strings. The query
 * client's provider wraps the signed-in screens only (routes/signed-in.tsx),
 * so the login's first page does without TanStack Query (issue 16); a
 * `queryClient` given here (tests) is the one they use.
 */
export function AppProvider({
  config,
  i18n,
  queryClient,
  children,
}: {
  config: AppConfig;
  i18n: I18n;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  return (
    <AppConfigProvider config={config}>
      <I18nextProvider i18n={i18n}>
        <GivenQueryClientProvider value={queryClient}>
          {children}
        </GivenQueryClientProvider>
      </I18nextProvider>
    </AppConfigProvider>
  );
}
