import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { showsNavBar } from '@gp/domain';
import { APP_BASENAME, PAGE_IDS, pathOf, type PageId } from '../lib/paths';
import { LoginRoute } from './routes/login-route';
import type { PageHandle } from './routes/page-handle';
import { PlaceholderPage } from './routes/placeholder-page';
import { RequireAuth } from './routes/require-auth';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';
import { screens } from './routes/screens';
import { BareLayout, NavLayout } from './routes/signed-in';

// Route paths are relative to the /gl basename: 'dt-intro', not '/dt-intro'.
const relativePath = (p: PageId) => pathOf(p).slice(1);

const page = (p: PageId): RouteObject => ({
  path: relativePath(p),
  handle: { page: p } satisfies PageHandle,
  // Screens of later issues replace the placeholder route by route.
  element: screens[p] ?? <PlaceholderPage />,
});

// Every page but login needs a signed-in student; packages/domain says which show the nav bar.
const studentPages = PAGE_IDS.filter((p) => p !== 'login');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // issue 15: a page that throws gets Retry and the ways out, not a dead end.
    errorElement: <RouteError />,
    children: [
      { path: relativePath('login'), element: <LoginRoute /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <NavLayout />,
            children: studentPages.filter((p) => showsNavBar(p)).map(page),
          },
          {
            element: <BareLayout />,
            children: studentPages.filter((p) => !showsNavBar(p)).map(page),
          },
        ],
      },
      // DESIGN.md §3: any unknown address under /gl/ goes to /gl/login.
      { path: '*', element: <Navigate to={pathOf('login')} replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes, { basename: APP_BASENAME });
}
