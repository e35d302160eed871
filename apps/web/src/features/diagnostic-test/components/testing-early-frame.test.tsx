import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_CHANNEL } from '@gp/api';
import { configureApiClient } from '../../../lib/api-error';
import {
  loadLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import {
  diagnosticTest,
  progress,
  userInfo,
} from '../../../testing/course-fixtures';
import { fullProfile, studentInfo } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { routes } from './diagnostic-test-harness';

beforeEach(async () => {
  await loadLocalRecord();
  await updateLocalRecord({ studentInfo: studentInfo() });
  configureApiClient({
    getToken: () => 'token',
    onLogout: vi.fn(),
    onMaintenance: vi.fn(),
    onFailure: vi.fn(),
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
      'PUT /api/v2/StudentDiagnosticTest/Start/': async () => {
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
});
