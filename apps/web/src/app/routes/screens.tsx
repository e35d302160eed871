import { lazy, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../lib/i18n';
import type { PageId } from '../../lib/paths';

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
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ReactNode {
  let loading: ReturnType<typeof load> | undefined;
  const start = () => (loading ??= load());
  const Page = lazy<ComponentType>(() =>
    start().then((m) => ({ default: m[name] })),
  );
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

/** The screens built so far, by page; the others show the placeholder until their issue. */
export const screens: Partial<Record<PageId, ReactNode>> = {
  gp_intro: lazyPage(
    () => import('../../features/onboarding/components/gp-intro-page'),
    'GpIntroPage',
  ),
  welcome: lazyPage(
    () => import('../../features/onboarding/components/welcome-page'),
    'WelcomePage',
  ),
  profile: lazyPage(
    () => import('../../features/onboarding/components/profile-page'),
    'ProfilePage',
  ),
  set_level: lazyPage(
    () => import('../../features/onboarding/components/set-level-page'),
    'SetLevelPage',
  ),
  ready_go: lazyPage(
    () => import('../../features/onboarding/components/ready-go-page'),
    'ReadyGoPage',
  ),
  dt_intro: lazyPage(
    () => import('../../features/diagnostic-test/components/dt-intro-page'),
    'DtIntroPage',
  ),
  testing: lazyPage(
    () => import('../../features/diagnostic-test/components/testing-page'),
    'TestingPage',
  ),
  purchase_guide: lazyPage(
    () => import('../../features/onboarding/components/purchase-guide-page'),
    'PurchaseGuidePage',
  ),
  learn: lazyPage(
    () => import('../../features/learn/components/learn-page'),
    'LearnPage',
  ),
  module_lesson: lazyPage(
    () => import('../../features/lessons/components/module-lesson-page'),
    'ModuleLessonPage',
  ),
  remediation_lesson: lazyPage(
    () => import('../../features/lessons/components/remediation-lesson-page'),
    'RemediationLessonPage',
  ),
  custom_test: lazyPage(
    () => import('../../features/custom-test/components/custom-test-page'),
    'CustomTestPage',
  ),
  ct_testing: lazyPage(
    () => import('../../features/custom-test/components/ct-testing-page'),
    'CtTestingPage',
  ),
};
