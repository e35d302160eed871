import { fireEvent, screen, waitFor } from '../../../testing/testing-library';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_CHANNEL } from '@gp/api';
import { configureApiClient } from '../../../lib/api-error';
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
import { renderRoutes } from '../../../testing/render';
import { api, routes } from './diagnostic-test-harness';

const START = '/api/v2/StudentDiagnosticTest/Start/';
const hooks = {
  getToken: () => 'token',
  onLogout: vi.fn(),
  onMaintenance: vi.fn(),
  onFailure: vi.fn(),
};

beforeEach(async () => {
  await loadLocalRecord();
  await updateLocalRecord({ studentInfo: studentInfo() });
  hooks.onLogout.mockReset();
  hooks.onFailure.mockReset();
  configureApiClient(hooks);
});

const taken = [
  { key: 'nouns', scores: [{ score: 5, at: '2025-05-01T10:00:00.000Z' }] },
];

describe('testing: the start beside the progress (issue 16)', () => {
  it('asks for the test while the progress is still on its way, once, and shows the frame', async () => {
    let startAsked = () => {};
    const started = new Promise<void>((resolve) => (startAsked = resolve));
    let startedFirst = false;
    const calls = mockApi({
      'GET /api/v2/StudentProfile/': { body: fullProfile },
      'GET /api/v2/StudentProfile/GP/': { body: userInfo(1) },
      // The progress answers once the start is asked for, or after a second at most.
      'GET /api/v2/StudentProgress/': async () => {
        startedFirst = await Promise.race([
          started.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(resolve, 1000, false)),
        ]);
        return { body: progress() };
      },
      [`PUT ${START}`]: () => {
        startAsked();
        return { body: diagnosticTest };
      },
    });
    await renderRoutes(routes, { path: '/testing' });
    expect(await screen.findByTitle('Test questions')).toBeInTheDocument();
    expect(startedFirst).toBe(true);
    expect(calls.callsTo('PUT', START)).toHaveLength(1);
  });

  it('asks for the test at once, before the profile answers, when the profile kept since sign-in has a study path', async () => {
    await updateLocalRecord({ studentProfile: fullProfile });
    let startAsked = () => {};
    const started = new Promise<void>((resolve) => (startAsked = resolve));
    let startedFirst = false;
    const calls = mockApi({
      // The profile answers once the start is asked for, or after a second at most.
      'GET /api/v2/StudentProfile/': async () => {
        startedFirst = await Promise.race([
          started.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(resolve, 1000, false)),
        ]);
        return { body: fullProfile };
      },
      'GET /api/v2/StudentProfile/GP/': { body: userInfo(1) },
      'GET /api/v2/StudentProgress/': { body: progress() },
      [`PUT ${START}`]: () => {
        startAsked();
        return { body: diagnosticTest };
      },
    });
    await renderRoutes(routes, { path: '/testing' });
    expect(
      await screen.findByTitle('Test questions', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(startedFirst).toBe(true);
    expect(calls.callsTo('PUT', START)).toHaveLength(1);
  });

  it.each([
    {
      who: 'a demo student who has had the one test (403)',
      status: 4 as const,
      p: progress({ isFirstTime: false, tested: taken, newModules: ['a'] }),
      refusal: apiError(403, 'InvalidIdentification'),
      to: '/learn',
    },
    {
      who: 'an expired student who has had the one test (403)',
      status: 2 as const,
      p: progress({ isFirstTime: false, tested: taken, newModules: ['a'] }),
      refusal: apiError(403, 'InvalidIdentification'),
      to: '/learn',
    },
    {
      who: 'a returning student whose recommended lessons are not done (409)',
      status: 1 as const,
      p: progress({ isFirstTime: false, tested: taken, newModules: ['a'] }),
      refusal: apiError(409, 'NotAllowed'),
      to: '/learn',
    },
    {
      who: 'a student with every test done (409)',
      status: 1 as const,
      p: progress({ isFirstTime: false, newModules: [], lessonsDone: true }),
      refusal: apiError(409, 'NotAllowed'),
      to: '/learn',
    },
    {
      who: 'a first-time student with no new modules (409)',
      status: 1 as const,
      p: progress({ newModules: [], verify: ['nouns'] }),
      refusal: apiError(409, 'NotAllowed'),
      to: '/dt-intro',
    },
  ])(
    'sends $who where it did before, neither logged out nor reporting the refused start',
    async ({ status, p, refusal, to }) => {
      const calls = api({ status, p, start: refusal });
      const { router } = await renderRoutes(routes, { path: '/testing' });
      await waitFor(() => expect(router.state.location.pathname).toBe(to));
      // The start went beside the progress, and its refusal changed nothing.
      expect(calls.callsTo('PUT', START)).toHaveLength(1);
      expect(hooks.onLogout).not.toHaveBeenCalled();
      expect(hooks.onFailure).not.toHaveBeenCalled();
      expect(getLocalRecord().studentInfo).toBeDefined();
    },
  );

  it('starts nothing for a first-time student without a study path, whom the page sends to set_level', async () => {
    const calls = mockApi({
      'GET /api/v2/StudentProfile/': {
        body: { ...fullProfile, StartPointGradeKey: '' },
      },
      'GET /api/v2/StudentProfile/GP/': { body: userInfo(1) },
      'GET /api/v2/StudentProgress/': { body: progress() },
      [`PUT ${START}`]: { body: diagnosticTest },
    });
    const { router } = await renderRoutes(routes, { path: '/testing' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/set-level'),
    );
    expect(calls.callsTo('PUT', START)).toHaveLength(0);
  });

  it('asks again, as before, when the page stays after a refused early start: the reason with Retry, reported once', async () => {
    let refused = () => {};
    const early = new Promise<void>((resolve) => (refused = resolve));
    const calls = mockApi({
      'GET /api/v2/StudentProfile/': { body: fullProfile },
      'GET /api/v2/StudentProfile/GP/': { body: userInfo(1) },
      // The page decides only after the early start was refused.
      'GET /api/v2/StudentProgress/': async () => {
        await early;
        return { body: progress() };
      },
      [`PUT ${START}`]: () => {
        setTimeout(refused, 0);
        return apiError(409, 'NotAllowed');
      },
    });
    await renderRoutes(routes, { path: '/testing' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This isn't open yet",
    );
    expect(calls.callsTo('PUT', START)).toHaveLength(2);
    expect(hooks.onFailure).toHaveBeenCalledOnce();
  });
});

describe('testing: the player boots while the test is started (issue 16)', () => {
  it('opens the frame hidden at the address without a lesson, then shows it with the test and names the lesson once it has loaded', async () => {
    let answerStart = () => {};
    const startAnswered = new Promise<void>((r) => (answerStart = r));
    mockApi({
      'GET /api/v2/StudentProfile/': { body: fullProfile },
      'GET /api/v2/StudentProfile/GP/': { body: userInfo(1) },
      'GET /api/v2/StudentProgress/': {
        body: progress({ newModules: ['past-simple', 'possessives'] }),
      },
      [`PUT ${START}`]: async () => {
        await startAnswered;
        return { body: diagnosticTest };
      },
    });
    await renderRoutes(routes, { path: '/testing' });

    // While the start is on its way: the frame loads, hidden, knowing no lesson.
    const frame = await screen.findByTitle('Test questions');
    expect(frame).not.toBeVisible();
    const address = new URL(frame.getAttribute('src')!, 'http://localhost');
    expect(address.pathname).toBe('/player/');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      studentId: 'u1',
      type: 'diagnostic_test',
      lang: 'en-US',
    });
    const posted = vi
      .spyOn((frame as HTMLIFrameElement).contentWindow!, 'postMessage')
      .mockImplementation(() => {});
    fireEvent.load(frame);
    expect(posted).not.toHaveBeenCalled();

    // The test arrives: the same frame shows (no second load) and learns its lesson.
    answerStart();
    await waitFor(() => expect(frame).toBeVisible());
    expect(screen.getByTitle('Test questions')).toBe(frame);
    await waitFor(() =>
      expect(posted).toHaveBeenCalledWith(
        {
          channel: PLAYER_CHANNEL,
          lessonId: `${diagnosticTest.DiagnosticTestKey}_u1_diagnostic_test`,
          type: 'openLesson',
          getNewData: '0',
        },
        window.location.origin,
      ),
    );
    expect(posted).toHaveBeenCalledOnce();
  });

  it("puts the frame in the page's first render, before the page is ever idle, when the start goes at once", async () => {
    // A phone's busy page is not idle before the test comes (issue 16).
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => {});
    try {
      await updateLocalRecord({ studentProfile: fullProfile });
      mockApi({
        'GET /api/v2/StudentProfile/': { body: fullProfile },
        'GET /api/v2/StudentProfile/GP/': { body: userInfo(1) },
        'GET /api/v2/StudentProgress/': { body: progress() },
        // The test never comes: the player boots meanwhile all the same.
        [`PUT ${START}`]: () => new Promise(() => {}),
      });
      await renderRoutes(routes, { path: '/testing' });
      const frame = screen.getByTitle('Test questions');
      expect(frame).not.toBeVisible();
      const address = new URL(frame.getAttribute('src')!, 'http://localhost');
      expect(address.searchParams.has('lessonId')).toBe(false);
      expect(address.searchParams.get('studentId')).toBe('u1');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("opens the frame at the lesson's own address when the page started the test only after its decision", async () => {
    // A returning student without a study path: the page decides before it starts the test.
    const noPath = { ...fullProfile, StartPointGradeKey: '' };
    const calls = mockApi({
      'GET /api/v2/StudentProfile/': { body: noPath },
      'GET /api/v2/StudentProfile/GP/': { body: userInfo(1) },
      'GET /api/v2/StudentProgress/': {
        body: progress({
          isFirstTime: false,
          tested: taken,
          newModules: ['a'],
          lessonsDone: true,
        }),
      },
      [`PUT ${START}`]: { body: diagnosticTest },
    });
    await renderRoutes(routes, { path: '/testing' });
    const frame = (await screen.findByTitle(
      'Test questions',
    )) as HTMLIFrameElement;
    await waitFor(() => expect(frame).toBeVisible());
    const address = new URL(frame.getAttribute('src')!, 'http://localhost');
    expect(address.searchParams.get('lessonId')).toBe(
      `${diagnosticTest.DiagnosticTestKey}_u1_diagnostic_test`,
    );
    expect(calls.callsTo('PUT', START)).toHaveLength(1);
  });
});
