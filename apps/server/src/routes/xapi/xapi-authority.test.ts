import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { XAPI_EXTENSIONS, XAPI_VERBS, type XapiStatement } from '@gp/domain';
import { SESSION_IDLE_DAYS } from '../../db/repositories/sessions';
import { sessions } from '../../db/schema';
import { bearer } from '../../test/test-app';
import { validate } from './xapi-harness';
import { xapiStore } from './xapi-harness';

// Who may write and read what in the statement store: credentials, actors, other students.
const store = xapiStore(['regular', 'demo']);
const { who, watched, put, get, signIn } = store;

describe('POST /api/v2/xAPI/AccessToken/ (spec 02 §3 access token)', () => {
  it('answers 401 without a signed-in student', async () => {
    const res = await store.t.app.inject({
      method: 'POST',
      url: '/api/v2/xAPI/AccessToken/',
    });
    expect(res.statusCode).toBe(401);
  });
  it('answers a Token that works as Basic credentials on the store', async () => {
    const s = watched('regular');
    expect((await put('regular', s, s.id)).statusCode).toBe(204);
  });
});

describe('who the statement store answers (DESIGN.md §3b)', () => {
  it('refuses a request without X-Experience-API-Version (400) and without credentials (401)', async () => {
    const s = watched('regular');
    const noVersion = await store.t.app.inject({
      method: 'PUT',
      url: `/xapi/statements?statementId=${s.id}`,
      headers: { authorization: `Basic ${who.regular!.basic}` },
      payload: s,
    });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.headers['x-experience-api-version']).toBe('1.0.3');
    const noAuth = await store.t.app.inject({
      method: 'PUT',
      url: `/xapi/statements?statementId=${s.id}`,
      headers: { 'x-experience-api-version': '1.0.3' },
      payload: s,
    });
    expect(noAuth.statusCode).toBe(401);
    expect(noAuth.headers['www-authenticate']).toMatch(/^Basic/);
    const forgedSecret = Buffer.from(
      `${Buffer.from(who.regular!.basic, 'base64').toString().split(':')[0]}:guess`,
    ).toString('base64');
    const wrong = await store.t.app.inject({
      method: 'GET',
      url: '/xapi/statements',
      headers: {
        'x-experience-api-version': '1.0.3',
        authorization: `Basic ${forgedSecret}`,
      },
    });
    expect(wrong.statusCode).toBe(401);
  });
  it('answers 403 to a forged actor: another student, an e-mail, or a set authority', async () => {
    const s = watched('regular');
    const asDemo = {
      ...s,
      actor: {
        objectType: 'Agent',
        account: { homePage: 'https://grammar.pro', name: who.demo!.id },
      },
    };
    expect((await put('regular', asDemo, s.id)).statusCode).toBe(403);
    const mbox = {
      ...s,
      actor: { objectType: 'Agent', mbox: 'mailto:kid@example.com' },
    };
    expect((await put('regular', mbox, s.id)).statusCode).toBe(403);
    const authority = { ...s, authority: s.actor };
    expect((await put('regular', authority, s.id)).statusCode).toBe(403);
    expect((await get('regular', `statementId=${s.id}`)).statusCode).toBe(404);
  });
  it("another student's credentials neither read a statement by id nor query by its agent", async () => {
    const s = watched('regular');
    await put('regular', s, s.id);
    expect((await get('demo', `statementId=${s.id}`)).statusCode).toBe(403);
    const agent = encodeURIComponent(JSON.stringify(s.actor));
    expect((await get('demo', `agent=${agent}`)).statusCode).toBe(403);
    const own = (await get('demo', 'limit=0')).json() as {
      statements: XapiStatement[];
    };
    expect(
      own.statements.every((x) => x.actor.account.name === who.demo!.id),
    ).toBe(true);
    expect(own.statements.some((x) => x.id === s.id)).toBe(false);
  });
  it('credentials end when their session idles out (DESIGN.md §4), not on a limit of their own', async () => {
    await signIn('regular-cn');
    const idleFor = (days: number, minutes: number) =>
      store.t.database.db
        .update(sessions)
        .set({
          lastUsedAt: sql`now() - make_interval(days => ${days}, mins => ${minutes})`,
        })
        .where(eq(sessions.studentId, who['regular-cn']!.id));
    await idleFor(SESSION_IDLE_DAYS, -1);
    expect((await get('regular-cn', 'limit=1')).statusCode).toBe(200);
    await idleFor(SESSION_IDLE_DAYS, 1);
    expect((await get('regular-cn', 'limit=1')).statusCode).toBe(401);
  });
  it('records sign-in and logout itself, and a logout ends the credentials', async () => {
    await signIn('expired');
    const mine = (
      await get('expired', `verb=${encodeURIComponent(XAPI_VERBS.loggedIn.id)}`)
    ).json() as { statements: XapiStatement[] };
    expect(mine.statements).toHaveLength(1);
    expect(
      mine.statements[0]!.context.extensions[XAPI_EXTENSIONS.userType],
    ).toBe('student');
    expect(validate(mine.statements[0])).toEqual([]);
    const out = await store.t.app.inject({
      method: 'DELETE',
      url: '/api/v1/Token/',
      headers: bearer(who.expired!.token),
    });
    expect(out.statusCode).toBe(200);
    expect((await get('expired', 'limit=1')).statusCode).toBe(401);
    const rows = await store.t.app.repos.learningRecords.query({
      studentId: who.expired!.id,
      verb: XAPI_VERBS.loggedOut.id,
      ascending: true,
      limit: 10,
    });
    expect(rows).toHaveLength(1);
  });
});
