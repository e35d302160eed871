import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { APP_BASENAME, pathOf, type PageId } from '../lib/paths';
import { LoginRoute } from './routes/login-route';
import { BareLayout, NavLayout } from './routes/nav-layout';
import type { PageHandle } from './routes/page-handle';
import { PlaceholderPage } from './routes/placeholder-page';
import { RequireAuth } from './routes/require-auth';
import { RootLayout } from './routes/root-layout';
import { screens } from './routes/screens';

// Route paths are relative to the /gl basename: 'dt-intro', not '/dt-intro'.
const routePath = (p: PageId) => pathOf(p).slice(1);

const page = (handle: PageHandle): RouteObject => ({
  path: routePath(handle.page),
  handle,
  // Screens of later issues replace the placeholder route by route.
  element: screens[handle.page] ?? <PlaceholderPage />,
});

const to = (p: PageId) => () => p;

/** spec 01 §2 / spec 02 §2: the pages with the navigation bar and where back goes. */
const withNavBar: PageHandle[] = [
  { page: 'learn', logoLinksToLearn: true },
  // spec 02 §2: back goes to the custom test if that was the target page, else learn.
  {
    page: 'module_lesson',
    logoLinksToLearn: true,
    back: (r) => (r.targetPage === 'custom_test' ? 'custom_test' : 'learn'),
  },
  { page: 'dt_intro', logoLinksToLearn: true, back: to('learn') },
  { page: 'welcome', back: to('gp_intro') },
  { page: 'profile', back: to('welcome') },
  { page: 'set_level', back: to('profile') },
  { page: 'ready_go', back: to('set_level') },
  { page: 'custom_test', back: to('learn') },
  // spec 01 §2: back to module_lesson if that was the entry page, else learn.
  {
    page: 'purchase_guide',
    back: (r) =>
      r.identificationOfEntryPage === 'module_lesson'
        ? 'module_lesson'
        : 'learn',
  },
];

const withoutNavBar: PageHandle[] = [
  { page: 'testing' },
  { page: 'remediation_lesson' },
  { page: 'gp_intro' },
  { page: 'ct_testing' },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: routePath('login'), element: <LoginRoute /> },
      {
        element: <RequireAuth />,
        children: [
          { element: <NavLayout />, children: withNavBar.map(page) },
          { element: <BareLayout />, children: withoutNavBar.map(page) },
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
