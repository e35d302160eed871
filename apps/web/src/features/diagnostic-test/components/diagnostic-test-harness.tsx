/** The dt_intro and testing pages' routes and server answers, shared by their test files. */
import {
  diagnosticTest,
  gradesWithModules,
  progress,
  userInfo,
} from '../../../testing/course-fixtures';
import { fullProfile } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { DtIntroPage } from './dt-intro-page';
import { TestingPage } from './testing-page';

/** Where a redirect lands: a heading with the page's name. */
const landing = (name: string) => <h1>{name}</h1>;

export const routes = [
  { path: '/dt-intro', element: <DtIntroPage /> },
  { path: '/testing', element: <TestingPage /> },
  { path: '/learn', element: landing('learn') },
  { path: '/purchase-guide', element: landing('purchase guide') },
  { path: '/set-level', element: landing('set level') },
];

export function api({
  p = progress({ newModules: ['past-simple', 'possessives'] }),
  status = 1 as 1 | 2 | 4,
  test = diagnosticTest as unknown,
  start = undefined as undefined | { status: number; body: unknown },
} = {}) {
  return mockApi({
    'GET /api/v2/StudentProfile/': { body: fullProfile },
    'GET /api/v2/StudentProfile/GP/': { body: userInfo(status) },
    'GET /api/v2/StudentProgress/': { body: p },
    'GET /api/v2/AvailableGradeList/': { body: gradesWithModules('en-US') },
    'PUT /api/v2/StudentProfile/Save/': (call) => ({
      body: { ...fullProfile, ...(call.body as object) },
    }),
    'PUT /api/v2/StudentDiagnosticTest/Start/': start ?? { body: test },
  });
}
