import { randomUUID } from 'node:crypto';
import validateStatement from '@learninglocker/xapi-validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  explainerWatchedStatement,
  pageTimeStatement,
  XAPI_EXTENSIONS,
  XAPI_VERBS,
  xapiActivityIds,
  type XapiStatement,
} from '@gp/domain';
import {
  bearer,
  createTestApp,
  signInAs,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
const who: Record<string, { token: string; id: string; basic: string }> = {};

const validate = (
  typeof validateStatement === 'function'
    ? validateStatement
    : (validateStatement as { default: unknown }).default
) as (data: unknown) => unknown[];

async function accessToken(bearerToken: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/xAPI/AccessToken/',
    headers: bearer(bearerToken),
  });
}

async function signIn(user: string) {
  const { body } = await signInAs(t.app, user);
  const res = await accessToken(body.Token);
  expect(res.statusCode).toBe(200);
  who[user] = {
    token: body.Token,
    id: body.UserInfo.UserId,
    basic: (res.json() as { Token: string }).Token,
  };
}

const headers = (user: string) => ({
  'x-experience-api-version': '1.0.3',
  authorization: `Basic ${who[user]!.basic}`,
});

const watched = (user: string, activityKey = 'A1'): XapiStatement =>
  explainerWatchedStatement(
    {
      statementId: randomUUID(),
      studentId: who[user]!.id,
      timestamp: new Date().toISOString(),
      version: '0.1.0',
      platform: 'web',
    },
    { activityKey, activityName: 'Explainer', seconds: 42 },
  );

const put = (user: string, statement: unknown, id: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/xapi/statements?statementId=${id}`,
    headers: headers(user),
    payload: statement as object,
  });

const get = (user: string, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/xapi/statements?${query}`,
    headers: headers(user),
  });

beforeAll(async () => {
  t = await createTestApp();
  await signIn('regular');
  await signIn('demo');
}, 60_000);
afterAll(() => t.close());

describe('POST /api/v2/xAPI/AccessToken/ (spec 02 §3 access token)', () => {
  it('answers 401 without a signed-in student', async () => {
    const res = await t.app.inject({
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

describe('the statement store at /xapi/ (DESIGN.md §3b)', () => {
  it('GET /xapi/about answers the version without credentials, with the version header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/xapi/about' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: ['1.0.3'] });
    expect(res.headers['x-experience-api-version']).toBe('1.0.3');
  });

  it('refuses a request without X-Experience-API-Version (400) and without credentials (401)', async () => {
    const s = watched('regular');
    const noVersion = await t.app.inject({
      method: 'PUT',
      url: `/xapi/statements?statementId=${s.id}`,
      headers: { authorization: `Basic ${who.regular!.basic}` },
      payload: s,
    });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.headers['x-experience-api-version']).toBe('1.0.3');
    const noAuth = await t.app.inject({
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
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/xapi/statements',
      headers: {
        'x-experience-api-version': '1.0.3',
        authorization: `Basic ${forgedSecret}`,
      },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('stores a PUT statement once: the same again is 204, another under its id is 409', async () => {
    const s = watched('regular');
    expect((await put('regular', s, s.id)).statusCode).toBe(204);
    expect((await put('regular', s, s.id)).statusCode).toBe(204);
    const other = { ...s, verb: { id: XAPI_VERBS.completed.id } };
    const clash = await put('regular', other, s.id);
    expect(clash.statusCode).toBe(409);
    const read = await get('regular', `statementId=${s.id}`);
    expect(read.statusCode).toBe(200);
    const stored = read.json() as Record<string, unknown>;
    expect(stored.verb).toEqual(s.verb);
    expect(stored.version).toBe('1.0.3');
    expect(typeof stored.stored).toBe('string');
    expect(validate(stored)).toEqual([]);
    const exact = await get('regular', `statementId=${s.id}&format=exact`);
    expect(exact.statusCode).toBe(200);
    const mixed = await get(
      'regular',
      `statementId=${s.id}&verb=${encodeURIComponent(s.verb.id)}`,
    );
    expect(mixed.statusCode).toBe(400);
  });

  it('POST stores a list all or none, gives an id to a statement without one, and refuses a batch with a clash', async () => {
    const { id: _drop, ...noId } = watched('regular', 'A2');
    const kept = watched('regular', 'A3');
    const res = await t.app.inject({
      method: 'POST',
      url: '/xapi/statements',
      headers: headers('regular'),
      payload: [noId, kept],
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json() as string[];
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(kept.id);
    const fresh = watched('regular', 'A4');
    const clash = await t.app.inject({
      method: 'POST',
      url: '/xapi/statements',
      headers: headers('regular'),
      payload: [fresh, { ...kept, verb: { id: XAPI_VERBS.completed.id } }],
    });
    expect(clash.statusCode).toBe(409);
    expect((await get('regular', `statementId=${fresh.id}`)).statusCode).toBe(
      404,
    );
  });

  it.each([
    [
      'a verb that is not an IRI',
      (s: XapiStatement) => ({ ...s, verb: { id: 'watched' } }),
    ],
    [
      'a bare extension name',
      (s: XapiStatement) => ({
        ...s,
        context: { extensions: { productId: 'GrammarPro' } },
      }),
    ],
    [
      'a score over its maximum',
      (s: XapiStatement) => ({
        ...s,
        result: { score: { raw: 11, min: 0, max: 10, scaled: 1.1 } },
      }),
    ],
    [
      'a timestamp that is not ISO 8601',
      (s: XapiStatement) => ({ ...s, timestamp: 'yesterday' }),
    ],
    ['no object', (s: XapiStatement) => ({ ...s, object: undefined })],
  ])(
    'answers 400 with the reason for %s, and stores nothing',
    async (_what, breakIt) => {
      const s = watched('regular');
      const res = await put('regular', breakIt(s), s.id);
      expect(res.statusCode).toBe(400);
      const body = res.json() as {
        Code: string;
        Errors: { Field: string; Message: string }[];
      };
      expect(body.Code).toBe('ValidationFailed');
      expect(body.Errors.length).toBeGreaterThan(0);
      expect(body.Errors[0]!.Field).toMatch(/^body/);
      expect((await get('regular', `statementId=${s.id}`)).statusCode).toBe(
        404,
      );
    },
  );

  it('answers 400 when the statementId and the statement id differ', async () => {
    const s = watched('regular');
    expect((await put('regular', s, randomUUID())).statusCode).toBe(400);
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

  it('filters by verb, activity, since and until, and pages with more', async () => {
    const since = new Date(Date.now() - 1).toISOString();
    const page = pageTimeStatement(
      {
        statementId: randomUUID(),
        studentId: who.regular!.id,
        timestamp: new Date().toISOString(),
        version: '0.1.0',
        platform: 'web',
      },
      { pageId: 'learn', seconds: 3 },
    );
    const three = [watched('regular', 'P1'), watched('regular', 'P2'), page];
    for (const s of three)
      expect((await put('regular', s, s.id)).statusCode).toBe(204);
    const byVerb = (
      await get(
        'regular',
        `verb=${encodeURIComponent(XAPI_VERBS.spentTime.id)}`,
      )
    ).json() as { statements: XapiStatement[] };
    expect(byVerb.statements.map((s) => s.id)).toEqual([page.id]);
    const byActivity = (
      await get(
        'regular',
        `activity=${encodeURIComponent(xapiActivityIds.activity('P1'))}`,
      )
    ).json() as { statements: XapiStatement[] };
    expect(byActivity.statements.map((s) => s.id)).toEqual([three[0]!.id]);
    const first = (await get('regular', `since=${since}&limit=2`)).json() as {
      statements: XapiStatement[];
      more: string;
    };
    expect(first.statements.map((s) => s.id)).toEqual([page.id, three[1]!.id]);
    expect(first.more).toMatch(/^\/xapi\/statements\?/);
    const rest = (
      await t.app.inject({
        method: 'GET',
        url: first.more,
        headers: headers('regular'),
      })
    ).json() as { statements: XapiStatement[]; more: string };
    expect(rest.statements.map((s) => s.id)).toEqual([three[0]!.id]);
    expect(rest.more).toBe('');
    const until = (await get('regular', `until=${since}&limit=0`)).json() as {
      statements: XapiStatement[];
    };
    expect(until.statements.some((s) => three.some((x) => x.id === s.id))).toBe(
      false,
    );
    expect((await get('regular', 'since=last-week')).statusCode).toBe(400);
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
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/Token/',
      headers: bearer(who.expired!.token),
    });
    expect(out.statusCode).toBe(200);
    expect((await get('expired', 'limit=1')).statusCode).toBe(401);
    const rows = await t.app.repos.learningRecords.query({
      studentId: who.expired!.id,
      verb: XAPI_VERBS.loggedOut.id,
      ascending: true,
      limit: 10,
    });
    expect(rows).toHaveLength(1);
  });
});
