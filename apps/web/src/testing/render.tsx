import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  type RouteObject,
} from 'react-router';
import { DEFAULT_APP_CONFIG, type AppConfig, type CultureCode } from '@gp/api';
import { AppProvider } from '../app/provider';
import { initI18n } from '../lib/i18n';

export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Renders routes in a memory router with the app's providers, in a language and with a deployment config. */
export async function renderRoutes(
  routes: RouteObject[],
  {
    path = '/login',
    language = 'en-US',
    config = {},
  }: {
    path?: string;
    language?: CultureCode;
    config?: Partial<AppConfig>;
  } = {},
) {
  const i18n = await initI18n(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider
      config={{ ...DEFAULT_APP_CONFIG, ...config }}
      i18n={i18n}
      queryClient={testQueryClient()}
    >
      <RouterProvider router={router} />
    </AppProvider>,
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
    <AppProvider
      config={{ ...DEFAULT_APP_CONFIG, ...config }}
      i18n={i18n}
      queryClient={testQueryClient()}
    >
      {ui}
    </AppProvider>,
  );
  return { ...view, i18n };
}
