/**
 * Statements one student may have stored in a minute before the store
 * refuses more written through /xapi/statements (429, Retry-After). The
 * browser sends one at a time, an explainer watched or a page's time, and the
 * server writes a few per test or lesson: 120 is far above any student's use
 * and stops one token from filling the store (closing note of issue 13).
 */
export const XAPI_STATEMENTS_PER_MINUTE = 120;

/** Whether `incoming` statements fit beside the `storedLastMinute` already stored about the student. */
export function statementsFitMinute(
  storedLastMinute: number,
  incoming: number,
  perMinute: number = XAPI_STATEMENTS_PER_MINUTE,
): boolean {
  return storedLastMinute + incoming <= perMinute;
}
