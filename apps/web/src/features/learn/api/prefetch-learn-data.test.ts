import { beforeEach, describe, expect, it, vi } from 'vitest';
import { progressQueryOptions } from '../../../lib/api/get-progress';
import {
  loadLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import {
  gradesWithModules,
  progress,
  userInfo,
} from '../../../testing/course-fixtures';
import {
  emptyProfile,
  fullProfile,
  studentInfo,
} from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { testQueryClient } from '../../../testing/render';
import { prefetchScreenData } from './prefetch-learn-data';

function api() {
  return mockApi({
    'GET /api/v2/StudentProfile/': { body: fullProfile },
    'GET /api/v2/StudentProfile/GP/': { body: userInfo() },
    'GET /api/v2/StudentProgress/': {
      body: progress({
        isFirstTime: false,
        tested: [
          { key: 'nouns', scores: [{ score: 10, at: '2025-05-01T10:00:00Z' }] },
          {
            key: 'articles',
            scores: [{ score: 9, at: '2025-05-01T10:00:00Z' }],
          },
        ],
      }),
    },
    'GET /api/v2/AvailableGradeList/': { body: gradesWithModules('en-US') },
    'GET /api/v2/CustomTest/': { body: [] },
    'GET /api/v2/HomePageAds/': { body: { IsShown: false, IsRead: true } },
    'POST /api/v2/RemediationLessonPractice/Progress/': { body: [] },
  });
}

/** Each request as "METHOD /path", in the order sent. */
const sent = (calls: ReturnType<typeof api>['calls']) =>
  calls.map((c) => `${c.method} ${c.path}`);

beforeEach(async () => {
  await loadLocalRecord();
});

describe("the learn page's requests before its first render (issue 16)", () => {
  it('asks for the profile, user info, progress, grades, custom tests, ad and then the practice of the recommended modules', async () => {
    await updateLocalRecord({
      studentInfo: studentInfo({ MarketRegion: 4 }),
      studentProfile: fullProfile,
    });
    const calls = api();
    const client = testQueryClient();
    prefetchScreenData(client);
    await vi.waitFor(() =>
      expect(
        calls.callsTo('POST', '/api/v2/RemediationLessonPractice/Progress/'),
      ).toHaveLength(1),
    );
    expect(sent(calls.calls).sort()).toEqual(
      [
        'GET /api/v2/StudentProfile/',
        'GET /api/v2/StudentProfile/GP/',
        'GET /api/v2/CustomTest/',
        'GET /api/v2/HomePageAds/',
        'GET /api/v2/AvailableGradeList/',
        'GET /api/v2/AvailableGradeList/',
        'GET /api/v2/StudentProgress/',
        'POST /api/v2/RemediationLessonPractice/Progress/',
      ].sort(),
    );
    // The city's grades in English and in the market's language (Indonesia).
    expect(
      calls
        .callsTo('GET', '/api/v2/AvailableGradeList/')
        .map((c) => [c.query.get('regionKey'), c.query.get('cultureCode')]),
    ).toEqual([
      ['city-1', 'en-US'],
      ['city-1', 'id-ID'],
    ]);
    expect(
      calls.callsTo('POST', '/api/v2/RemediationLessonPractice/Progress/')[0]
        ?.body,
    ).toEqual(['articles', 'nouns']);
    // The page's own query finds the answer under its key.
    expect(
      client.getQueryData(progressQueryOptions('u1').queryKey),
    ).toMatchObject({ IsFirstTime: false });
  });

  it('asks only for the profile and user info while the stored profile is not complete (spec 01 §4)', async () => {
    await updateLocalRecord({
      studentInfo: studentInfo(),
      studentProfile: emptyProfile,
    });
    const calls = api();
    const client = testQueryClient();
    prefetchScreenData(client);
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(sent(calls.calls).sort()).toEqual([
      'GET /api/v2/StudentProfile/',
      'GET /api/v2/StudentProfile/GP/',
    ]);
  });

  it('asks for nothing when no student is signed in', () => {
    const calls = api();
    prefetchScreenData(testQueryClient());
    expect(calls.calls).toEqual([]);
  });
});
