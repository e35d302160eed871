import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  signInAs,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['regular', 'demo', 'expired', 'regular-ru'])
    tokens[u] = (await signInAs(t.app, u)).body.Token;
});
afterAll(() => t.close());

describe('GET /api/v2/StudentProfile/GP/', () => {
  it.each([
    ['regular', 1, false],
    ['demo', 4, false],
    ['expired', 2, true],
  ])('answers UserStatus for %s as %i', async (user, status, isExpired) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/StudentProfile/GP/',
      headers: bearer(tokens[user]!),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      UserStatus: status,
      IsExpired: isExpired,
      MarketRegion: 0,
    });
  });

  it('treats a regular account past its expiry as expired', async () => {
    const s = (await t.app.repos.students.findByUserName('regular-ru'))!;
    await t.app.repos.students.update(s.id, {
      expireTime: new Date(Date.now() - 1000),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/StudentProfile/GP/',
      headers: bearer(tokens['regular-ru']!),
    });
    expect(res.json()).toMatchObject({
      UserStatus: 2,
      IsExpired: true,
      MarketRegion: 2,
    });
  });
});

describe('GET /api/v2/StudentProfile/', () => {
  it('answers empty fields for a student without a profile', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/StudentProfile/',
      headers: bearer(tokens.regular!),
    });
    expect(res.json()).toEqual({
      Birthday: '',
      EducationRegionKey: '',
      EducationGradeKey: '',
      CultureCode: '',
      StartPointGradeKey: '',
      PreferLanguageCode: '',
    });
  });
});

describe('PUT /api/v2/PreferLanageCode/Save/', () => {
  it('saves the preferred language on the profile', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/PreferLanageCode/Save/',
      headers: bearer(tokens.demo!),
      payload: { PreferLanguageCode: 'zh-CN' },
    });
    expect(res.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v2/StudentProfile/',
      headers: bearer(tokens.demo!),
    });
    expect(profile.json().PreferLanguageCode).toBe('zh-CN');
    // Saving a language does not make a profile: Birthday and the rest stay empty.
    expect(profile.json().Birthday).toBe('');
  });

  it('answers 400 naming the field for an unknown language', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/PreferLanageCode/Save/',
      headers: bearer(tokens.demo!),
      payload: { PreferLanguageCode: 'fr-FR' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0].Field).toBe('body.PreferLanguageCode');
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/PreferLanageCode/Save/',
      payload: { PreferLanguageCode: 'en-US' },
    });
    expect(res.statusCode).toBe(401);
  });
});
