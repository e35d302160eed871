import { describe, expect, it } from 'vitest';
import {
  pageTimeStatement,
  XAPI_VERBS,
  xapiActivityIds,
  type XapiStatement,
} from '@gp/domain';
import { XapiStatementResult, XapiStatementsAnswer } from '@gp/api';
import { pendingStatements } from '../../db/repositories/learning-records';
import { statementBase, xapiStore } from './xapi-harness';

// Reading statements back: filters, pages and the `more` link.
const store = xapiStore(['regular']);
const { who, watched, put, get, headers } = store;

describe('GET /xapi/statements (xAPI 1.0.3 Communication §2.1.3)', () => {
  it('filters by verb, activity, since and until, and pages with more', async () => {
    const since = new Date(Date.now() - 1).toISOString();
    const page = pageTimeStatement(statementBase(who.regular!.id), {
      pageId: 'learn',
      seconds: 3,
    });
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
      await store.t.app.inject({
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
});

describe('what GET /xapi/statements answers (packages/api XapiStatementsAnswer)', () => {
  it("answers only xAPI's statement properties, whatever else a stored row holds, by id and in a page", async () => {
    const s = watched('regular', 'R1');
    // A row holding a property no writer may send (the store refuses it on
    // the way in): it must not reach a reader either.
    await store.t.app.repos.learningRecords.record(
      pendingStatements(
        [
          {
            id: s.id,
            studentId: who.regular!.id,
            verb: s.verb.id,
            activity: xapiActivityIds.activity('R1'),
            timestamp: s.timestamp,
            statement: { ...s, studentSecret: 'kept inside' },
          },
        ],
        false,
      ),
    );
    const one = await get('regular', `statementId=${s.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).not.toHaveProperty('studentSecret');
    expect(one.json()).toMatchObject({ id: s.id, verb: s.verb });
    expect(XapiStatementsAnswer.safeParse(one.json()).success).toBe(true);
    const page = await get(
      'regular',
      `activity=${encodeURIComponent(xapiActivityIds.activity('R1'))}`,
    );
    const body = page.json() as XapiStatementResult;
    expect(body.statements.map((x) => x.id)).toEqual([s.id]);
    expect(body.statements[0]).not.toHaveProperty('studentSecret');
    expect(XapiStatementResult.safeParse(body).success).toBe(true);
  });
});

describe('a stored row that breaks the statement schema (GET /xapi/statements)', () => {
  it('is left out of the page and not found by id, logged once, and never costs the student the page (500)', async () => {
    const good = watched('regular', 'M1');
    const { object: _object, ...broken } = watched('regular', 'M1');
    // Rows are checked on the way in: this one is written past the store, as
    // an older release or a hand edit could have.
    await store.t.app.repos.learningRecords.record(
      pendingStatements(
        [good, broken].map((s) => ({
          id: s.id,
          studentId: who.regular!.id,
          verb: s.verb.id,
          activity: xapiActivityIds.activity('M1'),
          timestamp: s.timestamp,
          statement: s,
        })),
        false,
      ),
    );
    const pageQuery = `activity=${encodeURIComponent(xapiActivityIds.activity('M1'))}`;
    for (let read = 0; read < 2; read++) {
      const page = await get('regular', pageQuery);
      expect(page.statusCode).toBe(200);
      expect(
        (page.json() as XapiStatementResult).statements.map((s) => s.id),
      ).toEqual([good.id]);
      expect(
        (await get('regular', `statementId=${broken.id}`)).statusCode,
      ).toBe(404);
    }
    expect(
      store.t.logs.filter(
        (line) =>
          line.includes(broken.id) &&
          line.includes('does not fit the statement schema'),
      ),
    ).toHaveLength(1);
  });
});
