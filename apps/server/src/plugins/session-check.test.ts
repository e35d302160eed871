import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../lib/tokens';
import {
  bearer,
  createTestApp,
  signInAs,
  type TestApp,
} from '../test/test-app';

// Decision 004: every signed-in call reads whether its session was ended.
// Calls that arrive together (one turn of the event loop) share that read,
// and the token lookups of uncached sessions share another; each is still
// made after the calls arrived, so an ended session is refused at once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGNIN_ACCOUNT_LIMIT: '10' });
});
afterAll(() => t.close());

const me = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v2/StudentProfile/GP/',
    headers: bearer(token),
  });

async function signedIn(userName: string) {
  const { body } = await signInAs(t.app, userName);
  expect(body.Token).not.toBe('');
  return body.Token;
}

describe('the session check of calls that arrive together', () => {
  it('reads every cached session once, and refuses the one ended since it was cached', async () => {
    const kept = await signedIn('demo');
    const ended = await signedIn('regular-id');
    // Both cached by a first call each.
    expect((await me(kept)).statusCode).toBe(200);
    expect((await me(ended)).statusCode).toBe(200);
    // Ended in the database, as a logout on another instance does: this
    // instance's cache still holds the session.
    const row = await t.app.repos.sessions.findActiveByTokenHash(
      hashToken(ended),
    );
    await t.app.repos.sessions.end(row!.sessionId);
    const live = vi.spyOn(t.app.repos.sessions, 'liveOf');
    try {
      const codes = (
        await Promise.all([me(kept), me(ended), me(kept), me(kept)])
      ).map((r) => r.statusCode);
      expect(codes).toEqual([200, 401, 200, 200]);
      expect(live).toHaveBeenCalledTimes(1);
      expect(live.mock.calls[0]![0]).toHaveLength(2);
      expect(live.mock.calls[0]![0]).toContain(row!.sessionId);
    } finally {
      live.mockRestore();
    }
    // A later call of the ended session is refused as well.
    expect((await me(ended)).statusCode).toBe(401);
  });

  it('looks up the tokens of sessions not yet cached in one read', async () => {
    const token = await signedIn('regular-ru');
    const lookup = vi.spyOn(t.app.repos.sessions, 'findActiveByTokenHashes');
    try {
      const codes = (await Promise.all([me(token), me(token), me(token)])).map(
        (r) => r.statusCode,
      );
      expect(codes).toEqual([200, 200, 200]);
      expect(lookup).toHaveBeenCalledTimes(1);
      expect(lookup.mock.calls[0]![0]).toHaveLength(1);
    } finally {
      lookup.mockRestore();
    }
  });
});
