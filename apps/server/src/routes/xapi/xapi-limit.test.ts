import { describe, expect, it } from 'vitest';
import { XAPI_STATEMENTS_PER_MINUTE, type XapiStatement } from '@gp/domain';
import { xapiStore } from './xapi-harness';

// The closing note of issue 13: one student's credentials could write without limit.
const store = xapiStore(['regular', 'demo']);
const { watched, put, get, post } = store;

const storedCount = async (user: string) =>
  (
    (await get(user, 'limit=0')).json() as {
      statements: XapiStatement[];
    }
  ).statements.length;

describe('statements a student may write in a minute (XAPI_STATEMENTS_PER_MINUTE)', () => {
  it('takes statements up to the limit, then answers 429 with Retry-After and stores nothing, for that student only', async () => {
    // The server's own statements (the sign-in) count too.
    let room = XAPI_STATEMENTS_PER_MINUTE - (await storedCount('regular'));
    let n = 0;
    while (room > 0) {
      const batch = Array.from({ length: Math.min(room, 100) }, () =>
        watched('regular', `L${n++}`),
      );
      expect((await post('regular', batch)).statusCode).toBe(200);
      room -= batch.length;
    }
    expect(await storedCount('regular')).toBe(XAPI_STATEMENTS_PER_MINUTE);

    const over = watched('regular', 'over');
    const refused = await put('regular', over, over.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ Code: 'TooManyRequests' });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect((await get('regular', `statementId=${over.id}`)).statusCode).toBe(
      404,
    );
    const batch = [watched('regular', 'b1'), watched('regular', 'b2')];
    expect((await post('regular', batch)).statusCode).toBe(429);
    expect(await storedCount('regular')).toBe(XAPI_STATEMENTS_PER_MINUTE);

    const other = watched('demo');
    expect((await put('demo', other, other.id)).statusCode).toBe(204);
  });
});
