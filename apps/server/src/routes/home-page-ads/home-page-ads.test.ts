import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getHomePageAds, saveHomePageAds, type HomePageAds } from '@gp/api';
import { DEFAULT_HOME_AD_KEY } from '@gp/domain';
import { homePageAdReads } from '../../db/schema-home-page-ads';
import {
  bearer,
  createTestApp,
  signInAs,
  type TestApp,
} from '../../test/test-app';

// DESIGN.md §3b home-page ad row; spec 02 §3 Home page ads, §4 Home ad, §6.
let t: TestApp;
const token: Record<string, string> = {};
const userId: Record<string, string> = {};
const USERS = ['regular', 'regular-cn', 'demo', 'expired'];

beforeAll(async () => {
  t = await createTestApp();
  for (const u of USERS) {
    const { body } = await signInAs(t.app, u);
    token[u] = body.Token;
    userId[u] = body.UserInfo.UserId;
  }
}, 120_000);
afterAll(() => t.close());

const get = (user: string) =>
  t.app.inject({
    method: 'GET',
    url: getHomePageAds.path,
    headers: bearer(token[user]!),
  });
const save = (user: string) =>
  t.app.inject({
    method: 'PUT',
    url: saveHomePageAds.path,
    headers: bearer(token[user]!),
  });
const readRows = async () =>
  (await t.database.db.select().from(homePageAdReads)).map((r) => ({
    studentId: r.studentId,
    adKey: r.adKey,
    readAt: r.readAt.toISOString(),
  }));

describe('GET /api/v2/HomePageAds/', () => {
  it('answers shown and unread for a student who never closed it', async () => {
    const res = await get('regular');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ IsShown: true, IsRead: false });
  });

  it('shows the ad to demo students and not to expired ones (spec 02 §6)', async () => {
    expect((await get('demo')).json()).toEqual({
      IsShown: true,
      IsRead: false,
    });
    expect((await get('expired')).json()).toEqual({
      IsShown: false,
      IsRead: false,
    });
  });

  it('needs a signed-in student', async () => {
    const none = await t.app.inject({
      method: 'GET',
      url: getHomePageAds.path,
    });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ Code: 'InvalidToken' });
    const unknown = await t.app.inject({
      method: 'PUT',
      url: saveHomePageAds.path,
      headers: bearer('not-a-token'),
    });
    expect(unknown.statusCode).toBe(401);
    expect(await readRows()).toEqual([]);
  });
});

describe('PUT /api/v2/HomePageAds/Save/', () => {
  it('marks the ad read for this student only, and a second save changes nothing', async () => {
    const first = await save('regular-cn');
    expect(first.statusCode).toBe(200);
    expect(first.json<HomePageAds>()).toEqual({ IsShown: true, IsRead: true });
    const stored = await readRows();
    expect(stored).toEqual([
      {
        studentId: userId['regular-cn'],
        adKey: DEFAULT_HOME_AD_KEY,
        readAt: expect.any(String),
      },
    ]);

    const again = await save('regular-cn');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // Idempotent: still one row, with the first read time.
    expect(await readRows()).toEqual(stored);

    expect((await get('regular-cn')).json()).toEqual({
      IsShown: true,
      IsRead: true,
    });
    // Another student's state is untouched.
    expect((await get('regular')).json()).toEqual({
      IsShown: true,
      IsRead: false,
    });
    expect((await get('demo')).json()).toEqual({
      IsShown: true,
      IsRead: false,
    });
  });

  it('ignores a body: the save has no payload (spec 02 §7) and cannot name another student', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: saveHomePageAds.path,
      headers: bearer(token.demo!),
      payload: { StudentId: userId.regular },
    });
    expect(res.statusCode).toBe(200);
    expect((await get('demo')).json()).toMatchObject({ IsRead: true });
    expect((await get('regular')).json()).toMatchObject({ IsRead: false });
  });
});
