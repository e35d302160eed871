import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AppConfig } from '@gp/api';
import { AppConfigProvider } from '../lib/app-config-context';
import type { AppI18n } from '../lib/i18n';
import { GivenQueryClientProvider } from '../lib/query-client-context';
import { I18nProvider } from '../lib/use-translation';

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
  i18n: AppI18n;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  return (
    <AppConfigProvider config={config}>
      <I18nProvider i18n={i18n}>
        <GivenQueryClientProvider value={queryClient}>
          {children}
        </GivenQueryClientProvider>
      </I18nProvider>
    </AppConfigProvider>
  );
}
