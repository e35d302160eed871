import { waitFor } from '../../testing/testing-library';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LessonActivity } from '@gp/api';
import { XAPI_VERBS, xapiActivityIds } from '@gp/domain';
import { Outlet } from 'react-router';
import { RequireAuth } from '../../app/routes/require-auth';
import { configureApiClient } from '../api-error';
import { loadLocalRecord, updateLocalRecord } from '../storage/local-record';
import { studentInfo } from '../../testing/fixtures';
import { mockApi } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render';
import { recordExplainerWatched } from './explainer';
import { openLearningRecordStore } from './queue-store';
import {
  LearningRecordsRecorder,
  pageIdOfPath,
  type ShownPage,
} from './recorder';

// DESIGN.md §4 Learning records: the browser sends what the server cannot see (page time, explainer watched).
const ME = '3f0c2a1e-5b6d-4c7e-8f90-0a1b2c3d4e5f';
let clock: number;

beforeEach(async () => {
  clock = Date.parse('2026-11-20T10:00:00.000Z');
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
  await loadLocalRecord();
  const info = studentInfo({ UserId: ME });
  await updateLocalRecord({ studentInfo: info });
  configureApiClient({ getToken: () => info.Token });
});

const storeApi = () =>
  mockApi({
    'POST /api/v2/xAPI/AccessToken/': { body: { Token: 'xapi-token' } },
    'PUT /xapi/statements': { status: 204 },
  });

describe('learning records on the signed-in pages', () => {
  it("sends the time spent on a page once the student leaves it, with the student's learning-record token", async () => {
    const api = storeApi();
    const view = await renderRoutes(
      [
        {
          element: <RequireAuth />,
          children: [
            { path: '/learn', element: <h1>{'learn'}</h1> },
            { path: '/module-lesson', element: <h1>{'module lesson'}</h1> },
          ],
        },
      ],
      { path: '/learn' },
    );
    // The recorder loads lazily (it needs the wire contract): the visit to
    // learn starts once it is there, so the clock moves only after that.
    await waitFor(async () =>
      expect(
        (await (await openLearningRecordStore()).visits()).map((v) => v.pageId),
      ).toEqual(['learn']),
    );
    clock += 12_500;
    await view.router.navigate('/module-lesson');
    await waitFor(() =>
      expect(api.callsTo('PUT', '/xapi/statements')).toHaveLength(1),
    );
    const [put] = api.callsTo('PUT', '/xapi/statements');
    expect(put?.headers.Authorization).toBe('Basic xapi-token');
    expect(put?.body).toMatchObject({
      actor: { account: { name: ME } },
      verb: { id: XAPI_VERBS.spentTime.id },
      object: { id: xapiActivityIds.page('learn') },
      result: { duration: 'PT12.5S' },
    });
    await waitFor(async () =>
      expect(await (await openLearningRecordStore()).count()).toBe(0),
    );
    // The module lesson's visit is open in IndexedDB until it ends.
    const visits = await (await openLearningRecordStore()).visits();
    expect(visits.map((v) => v.pageId)).toEqual(['module_lesson']);
  });

  it('knows the page identifiers of the router paths', () => {
    expect(pageIdOfPath('/learn')).toBe('learn');
    expect(pageIdOfPath('/remediation-lesson/')).toBe('remediation_lesson');
    expect(pageIdOfPath('/nowhere')).toBeNull();
  });

  it('queues explainer watched when the player reports the lesson video done, and nothing for practice', async () => {
    const activities = [
      { Key: 'v1', Type: 'video', Title: { en: 'How it works' } },
      { Key: 'p1', Type: 'multipleSelect' },
    ] as unknown as LessonActivity[];
    const done = (ActivityKey: string) => ({
      ModuleKey: 'articles',
      LessonKey: 'articles-1',
      ActivityKey,
    });
    expect(recordExplainerWatched(ME, activities, done('p1'))).toBeUndefined();
    await recordExplainerWatched(ME, activities, done('v1'));
    const row = await (await openLearningRecordStore()).head(ME);
    expect(row?.statement).toMatchObject({
      verb: { id: XAPI_VERBS.experienced.id },
      object: {
        id: xapiActivityIds.activity('v1'),
        definition: { name: { 'en-US': 'How it works' } },
      },
      result: { completion: true },
    });
  });

  // Issue 16: the recorder's code loads after the first paint; the page on
  // the screen then counts from when the signed-in pages came up.
  const shownAt = (shown: ShownPage) =>
    renderRoutes(
      [
        {
          element: (
            <>
              <LearningRecordsRecorder shown={shown} />
              <Outlet />
            </>
          ),
          children: [
            { path: '/learn', element: <h1>{'learn'}</h1> },
            { path: '/module-lesson', element: <h1>{'module lesson'}</h1> },
          ],
        },
      ],
      { path: '/learn' },
    );
  const openVisits = async () =>
    (await (await openLearningRecordStore()).visits()).map((v) => ({
      pageId: v.pageId,
      startedAt: v.startedAt,
    }));

  it('counts the first page from when it came up, before the recorder loaded', async () => {
    storeApi();
    const cameUp = clock - 4_000;
    await shownAt({ pathname: '/learn', at: cameUp });
    await waitFor(async () =>
      expect(await openVisits()).toEqual([
        { pageId: 'learn', startedAt: cameUp },
      ]),
    );
  });

  it('counts from now when the student had already moved to another page, and the next page from its own start', async () => {
    storeApi();
    const view = await shownAt({
      pathname: '/module-lesson',
      at: clock - 4_000,
    });
    await waitFor(async () =>
      expect(await openVisits()).toEqual([
        { pageId: 'learn', startedAt: clock },
      ]),
    );
    clock += 1_000;
    await view.router.navigate('/module-lesson');
    await waitFor(async () =>
      expect(await openVisits()).toEqual([
        { pageId: 'module_lesson', startedAt: clock },
      ]),
    );
  });
});
