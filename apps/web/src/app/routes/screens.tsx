import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { NAMESPACES } from '../../lib/i18n';
import { pageAt, type PageId } from '../../lib/paths';
import { preloadableLazy } from './preloadable-lazy';

/** Holds a screen back (suspends) until every namespace of the language has arrived: the first page fetched only its own. */
function AllStrings({ children }: { children: ReactNode }) {
  useTranslation(NAMESPACES);
  return children;
}

/**
 * A screen whose code is fetched when its route is first shown (STYLE.md
 * rule 12): the first page carries only itself. The layouts around the
 * routes hold the Suspense boundary (route-fallback.tsx).
 */
function lazyPage<K extends string>(
  page: PageId,
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ReactNode {
  const { Component: Page, start } = preloadableLazy(() =>
    load().then((m) => m[name]),
  );
  starts[page] = start;
  // The screen's code is fetched while AllStrings waits for the strings, not after.
  function Screen() {
    void start();
    return (
      <AllStrings>
        <Page />
      </AllStrings>
    );
  }
  return <Screen />;
}

const starts: Partial<Record<PageId, () => Promise<unknown>>> = {};

/**
 * Starts fetching the code of the screen at this address, if it has one
 * (main.tsx, before the app starts): a signed-in student's screen downloads
 * while the stored record is read and checked, not after the app renders.
 * Answers its arrival, or undefined when the address has no such screen (the
 * login has none).
 */
export function preloadScreenAt(
  pathname: string,
): Promise<unknown> | undefined {
  const page = pageAt(pathname);
  const start = page && starts[page];
  if (!start) return undefined;
  const loading = start();
  loading.catch(() => {
    // The screen's own load reports it when the route renders.
  });
  return loading;
}

/** The screens built so far, by page; the others show the placeholder until their issue. */
export const screens: Partial<Record<PageId, ReactNode>> = {
  gp_intro: lazyPage(
    'gp_intro',
    () => import('../../features/onboarding/components/gp-intro-page'),
    'GpIntroPage',
  ),
  welcome: lazyPage(
    'welcome',
    () => import('../../features/onboarding/components/welcome-page'),
    'WelcomePage',
  ),
  profile: lazyPage(
    'profile',
    () => import('../../features/onboarding/components/profile-page'),
    'ProfilePage',
  ),
  set_level: lazyPage(
    'set_level',
    () => import('../../features/onboarding/components/set-level-page'),
    'SetLevelPage',
  ),
  ready_go: lazyPage(
    'ready_go',
    () => import('../../features/onboarding/components/ready-go-page'),
    'ReadyGoPage',
  ),
  dt_intro: lazyPage(
    'dt_intro',
    () => import('../../features/diagnostic-test/components/dt-intro-page'),
    'DtIntroPage',
  ),
  testing: lazyPage(
    'testing',
    () => import('../../features/diagnostic-test/components/testing-page'),
    'TestingPage',
  ),
  purchase_guide: lazyPage(
    'purchase_guide',
    () => import('../../features/onboarding/components/purchase-guide-page'),
    'PurchaseGuidePage',
  ),
  learn: lazyPage(
    'learn',
    () => import('../../features/learn/components/learn-page'),
    'LearnPage',
  ),
  module_lesson: lazyPage(
    'module_lesson',
    () => import('../../features/lessons/components/module-lesson-page'),
    'ModuleLessonPage',
  ),
  remediation_lesson: lazyPage(
    'remediation_lesson',
    () => import('../../features/lessons/components/remediation-lesson-page'),
    'RemediationLessonPage',
  ),
  custom_test: lazyPage(
    'custom_test',
    () => import('../../features/custom-test/components/custom-test-page'),
    'CustomTestPage',
  ),
  ct_testing: lazyPage(
    'ct_testing',
    () => import('../../features/custom-test/components/ct-testing-page'),
    'CtTestingPage',
  ),
};
