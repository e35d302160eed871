import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from './testing-library';
import { useState, type ReactNode } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  type RouteObject,
} from 'react-router';
import { DEFAULT_APP_CONFIG, type AppConfig, type CultureCode } from '@gp/api';
import { AppProvider } from '../app/provider';
import { initI18n, type AppI18n } from '../lib/i18n';

export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/**
 * The app's providers with a fresh query client, which the signed-in shell
 * and the login flow use too (AppProvider's `queryClient`); a component
 * rendered on its own (no shell) gets its provider here.
 */
function Providers({
  config,
  i18n,
  queryProvider = true,
  children,
}: {
  config: Partial<AppConfig>;
  i18n: AppI18n;
  queryProvider?: boolean;
  children: ReactNode;
}) {
  const [client] = useState(testQueryClient);
  return (
    <AppProvider
      config={{ ...DEFAULT_APP_CONFIG, ...config }}
      i18n={i18n}
      queryClient={client}
    >
      {queryProvider ? (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ) : (
        children
      )}
    </AppProvider>
  );
}

/** Renders routes in a memory router with the app's providers, in a language and with a deployment config. */
export async function renderRoutes(
  routes: RouteObject[],
  {
    path = '/login',
    language = 'en-US',
    config = {},
    queryProvider = true,
  }: {
    path?: string;
    language?: CultureCode;
    config?: Partial<AppConfig>;
    /**
     * false: no query client's provider around the routes, as in the app,
     * whose signed-in shell and login overlays bring their own (issue 16).
     */
    queryProvider?: boolean;
  } = {},
) {
  const i18n = await initI18n(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers config={config} i18n={i18n} queryProvider={queryProvider}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, i18n };
}

export async function renderWithProviders(
  ui: ReactNode,
  {
    language = 'en-US',
    config = {},
  }: { language?: CultureCode; config?: Partial<AppConfig> } = {},
) {
  const i18n = await initI18n(language);
  const view = render(
    <Providers config={config} i18n={i18n}>
      {ui}
    </Providers>,
  );
  return { ...view, i18n };
}
