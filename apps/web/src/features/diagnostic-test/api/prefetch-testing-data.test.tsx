import { screen } from '../../../testing/testing-library';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-error';
import {
  emptyProfile,
  fullProfile,
  studentInfo,
} from '../../../testing/fixtures';
import {
  loadLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import { renderRoutes, testQueryClient } from '../../../testing/render';
import { api, routes } from '../components/diagnostic-test-harness';
import { prefetchScreenData, takeEntryStart } from './prefetch-testing-data';

const START = '/api/v2/StudentDiagnosticTest/Start/';

/** Each request as "METHOD /path". */
const sent = (calls: ReturnType<typeof api>['calls']) =>
  calls.map((c) => `${c.method} ${c.path}`).sort();

beforeEach(async () => {
  await loadLocalRecord();
  await updateLocalRecord({ studentInfo: studentInfo() });
  configureApiClient({
    getToken: () => 'token',
    onLogout: vi.fn(),
    onMaintenance: vi.fn(),
    onFailure: vi.fn(),
  });
  // Nothing kept from an earlier test.
  takeEntryStart(studentInfo().UserInfo.UserId);
});

describe("the testing page's requests before its first render (issue 16)", () => {
  it('asks for the profile, progress, user info and the test at once when the stored profile has a study path, and the page takes that start', async () => {
    await updateLocalRecord({ studentProfile: fullProfile });
    const calls = api();
    prefetchScreenData(testQueryClient());
    await vi.waitFor(() => expect(calls.calls).toHaveLength(4));
    expect(sent(calls.calls)).toEqual(
      [
        'GET /api/v2/StudentProfile/',
        'GET /api/v2/StudentProfile/GP/',
        'GET /api/v2/StudentProgress/',
        `PUT ${START}`,
      ].sort(),
    );
    await renderRoutes(routes, { path: '/testing' });
    expect(
      await screen.findByTitle('Test questions', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    // The page used the start already sent: the server was asked once.
    expect(calls.callsTo('PUT', START)).toHaveLength(1);
  });

  it('leaves the start to the page when the stored profile has no study path (spec 01 §4: set_level first)', async () => {
    await updateLocalRecord({ studentProfile: emptyProfile });
    const calls = api();
    prefetchScreenData(testQueryClient());
    await vi.waitFor(() => expect(calls.calls).toHaveLength(3));
    expect(calls.callsTo('PUT', START)).toHaveLength(0);
    expect(takeEntryStart(studentInfo().UserInfo.UserId)).toBeNull();
  });

  it('asks for nothing when no student is signed in', async () => {
    await updateLocalRecord({ studentInfo: undefined });
    const calls = api();
    prefetchScreenData(testQueryClient());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.calls).toHaveLength(0);
  });

  it('hands its start out once, and only to the student it was sent for', async () => {
    await updateLocalRecord({ studentProfile: fullProfile });
    api();
    const userId = studentInfo().UserInfo.UserId;
    prefetchScreenData(testQueryClient());
    expect(takeEntryStart(`${userId}-other`)).toBeNull();
    // Asking for another student dropped it: no one gets it after that.
    expect(takeEntryStart(userId)).toBeNull();
    prefetchScreenData(testQueryClient());
    expect(takeEntryStart(userId)).not.toBeNull();
    expect(takeEntryStart(userId)).toBeNull();
  });
});
