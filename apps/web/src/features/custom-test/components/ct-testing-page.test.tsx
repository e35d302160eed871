import { act, screen, waitFor, within } from '../../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CustomTest, ModuleActivityAnswer } from '@gp/api';
import {
  getLocalRecord,
  loadLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import {
  diagnosticTest,
  progress,
  userInfo,
} from '../../../testing/course-fixtures';
import { fullProfile, studentInfo } from '../../../testing/fixtures';
import { apiError, mockApi } from '../../../testing/mock-api';
import { fromPlayer, playerFrame } from '../../../testing/player-frame';
import { renderRoutes } from '../../../testing/render';
import { CtTestingPage } from './ct-testing-page';

const TEST: CustomTest = {
  CustomTestKey: 'ct-key-1',
  Modules: diagnosticTest.Modules,
};
const LESSON_ID = 'ct-key-1_u1_diagnostic_test';
const ANSWERS: ModuleActivityAnswer[] = [
  {
    ModuleKey: 'nouns',
    ActivityKey: 'nouns-multipleSelect',
    TemplateType: 'multipleSelectDt',
    QuestionAnswer: [{ QuestionKey: 'q1', Response: { selected: [1] } }],
  },
];
const RESULT = {
  CustomTestKey: 'ct-key-1',
  EndStamp: '2025-06-01T10:00:00.000Z',
  Score: 18,
  TotalScore: 20,
  DisplayedScore: 90,
  ModuleScores: [
    {
      ModuleKey: 'nouns',
      Score: 18,
      TotalScore: 20,
      DisplayedScore: 90,
      IsPassed: true,
    },
  ],
};
const studied = progress({
  isFirstTime: false,
  tested: [
    {
      key: 'nouns',
      scores: [
        { score: 5, at: '2025-03-01T10:00:00.000Z' },
        { score: 6, at: '2025-05-01T10:00:00.000Z' },
      ],
    },
  ],
});

type Routes = Parameters<typeof mockApi>[0];
function api(extra: Routes = {}, status: 1 | 4 = 1) {
  return mockApi({
    'GET /api/v2/StudentProfile/': { body: fullProfile },
    'GET /api/v2/StudentProfile/GP/': { body: userInfo(status) },
    'GET /api/v2/StudentProgress/': { body: studied },
    'PUT /api/v2/CustomTest/Start/': { body: TEST },
    ...extra,
  });
}

function LearnProbe() {
  const location = useLocation();
  return <h1>{`learn ${JSON.stringify(location.state)}`}</h1>;
}

/** ct_testing, reached from the custom test page (a PUSH) unless `reload`. */
async function renderPage({ reload = false } = {}) {
  const view = await renderRoutes(
    [
      { path: '/custom-test', element: <h1>{'custom test'}</h1> },
      { path: '/ct-testing', element: <CtTestingPage /> },
      { path: '/learn', element: <LearnProbe /> },
    ],
    { path: reload ? '/ct-testing' : '/custom-test' },
  );
  if (!reload) await act(() => view.router.navigate('/ct-testing'));
  await screen.findByTitle('Custom test questions');
  return { ...view, ...playerFrame(), user: userEvent.setup() };
}

beforeEach(async () => {
  await loadLocalRecord();
  await updateLocalRecord({
    studentInfo: studentInfo(),
    customTestModuleKeys: ['nouns'],
  });
});

describe('ct_testing loading and redirects (spec 02 §2, §4)', () => {
  it('shows loading until the test has started, then the player with the test key, the user, the type and the get-new-data flag', async () => {
    let release: () => void = () => {};
    const calls = api({
      'PUT /api/v2/CustomTest/Start/': () =>
        new Promise((ok) => {
          release = () => ok({ body: TEST });
        }),
    });
    const { router } = await renderRoutes(
      [
        { path: '/custom-test', element: <h1>{'custom test'}</h1> },
        { path: '/ct-testing', element: <CtTestingPage /> },
      ],
      { path: '/custom-test' },
    );
    await act(() => router.navigate('/ct-testing'));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    await waitFor(() =>
      expect(calls.callsTo('PUT', '/api/v2/CustomTest/Start/')).toHaveLength(1),
    );
    expect(calls.callsTo('PUT', '/api/v2/CustomTest/Start/')[0]?.body).toEqual([
      'nouns',
    ]);
    release();
    const frame = await screen.findByTitle('Custom test questions');
    const url = new URL(frame.getAttribute('src') ?? '', 'http://x');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      lessonId: LESSON_ID,
      studentId: 'u1',
      type: 'diagnostic_test',
      getNewData: '1',
    });
  });

  it.each([
    ['no modules were chosen', [], 1],
    ['a demo student, who may not take custom tests', ['nouns'], 4],
  ] as const)(
    'goes to learn without starting a test when %s',
    async (_, keys, status) => {
      await updateLocalRecord({ customTestModuleKeys: [...keys] });
      const calls = api({}, status);
      await renderRoutes(
        [
          { path: '/ct-testing', element: <CtTestingPage /> },
          { path: '/learn', element: <h1>{'learn'}</h1> },
        ],
        { path: '/ct-testing' },
      );
      expect(
        await screen.findByRole('heading', { name: 'learn' }),
      ).toBeInTheDocument();
      expect(calls.callsTo('PUT', '/api/v2/CustomTest/Start/')).toHaveLength(0);
    },
  );

  it('a start answer without modules says so and goes back to the custom test page', async () => {
    api({
      'PUT /api/v2/CustomTest/Start/': {
        body: { CustomTestKey: 'ct-key-1', Modules: [] },
      },
    });
    const { router } = await renderRoutes(
      [
        { path: '/ct-testing', element: <CtTestingPage /> },
        { path: '/custom-test', element: <h1>{'custom test'}</h1> },
      ],
      { path: '/ct-testing' },
    );
    const alert = await screen.findByRole('dialog', { name: 'Custom test' });
    expect(alert).toHaveTextContent(
      'This custom test could not be started. Choose your modules again.',
    );
    await userEvent.setup().click(within(alert).getByRole('button'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/custom-test'),
    );
  });
});

describe('ct_testing running and submitting (spec 02 §4 Custom test submit)', () => {
  it('submits once, clears the chosen modules and opens learn with the CT results overlay', async () => {
    const calls = api({ 'PUT /api/v2/CustomTest/Save/': { body: RESULT } });
    const { frame, router } = await renderPage();
    fromPlayer(frame, LESSON_ID, { type: 'submit', answers: ANSWERS });
    fromPlayer(frame, LESSON_ID, { type: 'submit', answers: ANSWERS });
    await waitFor(() => expect(router.state.location.pathname).toBe('/learn'));
    const saves = calls.callsTo('PUT', '/api/v2/CustomTest/Save/');
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toMatchObject({
      CustomTestKey: 'ct-key-1',
      StudentId: 'u1',
      IdempotencyKey: expect.any(String),
      StudentModuleActivityAnswer: ANSWERS,
    });
    expect(router.state.location.state).toEqual({
      overlay: 'ctResults',
      ctResult: RESULT,
    });
    expect(getLocalRecord().customTestModuleKeys).toBeUndefined();
    expect(getLocalRecord().studentCustomTest).toBeUndefined();
  });

  it('after a reload resumes the same test: the player keeps its answers and the stored key is sent', async () => {
    await updateLocalRecord({
      studentCustomTest: {
        CustomTestKey: 'ct-key-1',
        IdempotencyKey: 'stored-key-123',
      },
    });
    const calls = api({ 'PUT /api/v2/CustomTest/Save/': { body: RESULT } });
    const { frame, router } = await renderPage({ reload: true });
    expect(new URL(frame.src).searchParams.get('getNewData')).toBe('0');
    fromPlayer(frame, LESSON_ID, { type: 'submit', answers: ANSWERS });
    await waitFor(() => expect(router.state.location.pathname).toBe('/learn'));
    expect(
      calls.callsTo('PUT', '/api/v2/CustomTest/Save/')[0]?.body,
    ).toMatchObject({ IdempotencyKey: 'stored-key-123' });
  });

  it('a failed submit shows one error; Retry sends the same answers with the same key', async () => {
    let fail = true;
    const calls = api({
      'PUT /api/v2/CustomTest/Save/': () =>
        fail ? apiError(500, 'InternalError') : { body: RESULT },
    });
    const { frame, router, user, sent } = await renderPage();
    fromPlayer(frame, LESSON_ID, { type: 'submit', answers: ANSWERS });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your answers were not sent');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(sent()).toContainEqual(
      expect.objectContaining({ type: 'submitResult', ok: false }),
    );
    expect(router.state.location.pathname).toBe('/ct-testing');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/learn'));
    const [first, second] = calls
      .callsTo('PUT', '/api/v2/CustomTest/Save/')
      .map((c) => c.body);
    expect(second).toEqual(first);
  });

  it('asks before leaving: Continue test stays, Quit test goes back to the custom test page', async () => {
    api();
    const { router, user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Quit test' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave the test?' });
    expect(dialog).toHaveTextContent(
      'If you leave the page now, your progress will be lost.',
    );
    await user.click(
      within(dialog)
        .getAllByRole('button', { name: 'Continue test' })
        .at(-1) as HTMLElement,
    );
    expect(router.state.location.pathname).toBe('/ct-testing');
    await act(() => router.navigate('/learn'));
    const again = screen.getByRole('dialog', { name: 'Leave the test?' });
    await user.click(within(again).getByRole('button', { name: 'Quit test' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/custom-test'),
    );
  });
});
