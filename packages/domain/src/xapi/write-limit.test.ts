import { describe, expect, it } from 'vitest';
import { statementsFitMinute, XAPI_STATEMENTS_PER_MINUTE } from './write-limit';

describe('statements a student may write in a minute (issue 13 closing note: a limit per student)', () => {
  it('takes a write that brings the minute up to the limit exactly', () => {
    expect(statementsFitMinute(XAPI_STATEMENTS_PER_MINUTE - 1, 1)).toBe(true);
    expect(statementsFitMinute(0, XAPI_STATEMENTS_PER_MINUTE)).toBe(true);
  });

  it('refuses a write that would pass the limit, a batch counted whole', () => {
    expect(statementsFitMinute(XAPI_STATEMENTS_PER_MINUTE, 1)).toBe(false);
    expect(statementsFitMinute(XAPI_STATEMENTS_PER_MINUTE - 5, 6)).toBe(false);
  });
});
