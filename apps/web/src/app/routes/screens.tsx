import { lazy, Suspense, type ReactNode } from 'react';
import { DtIntroPage } from '../../features/diagnostic-test/components/dt-intro-page';
import { TestingPage } from '../../features/diagnostic-test/components/testing-page';
import { LearnPage } from '../../features/learn/components/learn-page';
import { GpIntroPage } from '../../features/onboarding/components/gp-intro-page';
import { ProfilePage } from '../../features/onboarding/components/profile-page';
import { PurchaseGuidePage } from '../../features/onboarding/components/purchase-guide-page';
import { ReadyGoPage } from '../../features/onboarding/components/ready-go-page';
import { SetLevelPage } from '../../features/onboarding/components/set-level-page';
import { WelcomePage } from '../../features/onboarding/components/welcome-page';
import { LazyScreenFallback } from '../../features/lessons/components/lazy-screen-fallback';
import type { PageId } from '../../lib/paths';

// Study screens load on demand (STYLE.md rule 12): a student reaches them from learn.
const ModuleLessonPage = lazy(() =>
  import('../../features/lessons/components/module-lesson-page').then((m) => ({
    default: m.ModuleLessonPage,
  })),
);
const RemediationLessonPage = lazy(() =>
  import('../../features/lessons/components/remediation-lesson-page').then(
    (m) => ({ default: m.RemediationLessonPage }),
  ),
);
const CustomTestPage = lazy(() =>
  import('../../features/custom-test/components/custom-test-page').then(
    (m) => ({ default: m.CustomTestPage }),
  ),
);
const CtTestingPage = lazy(() =>
  import('../../features/custom-test/components/ct-testing-page').then((m) => ({
    default: m.CtTestingPage,
  })),
);
const lazyScreen = (screen: ReactNode) => (
  <Suspense fallback={<LazyScreenFallback />}>{screen}</Suspense>
);

/** The screens built so far, by page; the others show the placeholder until their issue. */
export const screens: Partial<Record<PageId, ReactNode>> = {
  gp_intro: <GpIntroPage />,
  welcome: <WelcomePage />,
  profile: <ProfilePage />,
  set_level: <SetLevelPage />,
  ready_go: <ReadyGoPage />,
  dt_intro: <DtIntroPage />,
  testing: <TestingPage />,
  purchase_guide: <PurchaseGuidePage />,
  learn: <LearnPage />,
  module_lesson: lazyScreen(<ModuleLessonPage />),
  remediation_lesson: lazyScreen(<RemediationLessonPage />),
  custom_test: lazyScreen(<CustomTestPage />),
  ct_testing: lazyScreen(<CtTestingPage />),
};
