import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashPassword } from '../../lib/passwords';

// Issue 14: throttling that no one can turn against a student (decision 015).

/**
 * The longest a busy address's attempt is held back here: short, since the
 * 300-failures case waits it 15 times (3 s at the 200 ms this file had).
 */
const DELAY_MAX_MS = 50;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    SIGNIN_ACCOUNT_LIMIT: '10',
    SIGNIN_ACCOUNT_SPREAD_LIMIT: '30',
    SIGNIN_ADDRESS_LIMIT: '300',
    SIGNIN_ADDRESS_DELAY_MAX_MS: String(DELAY_MAX_MS),
  });
  const hash = await hashPassword('class-pass');
  const day = 24 * 3600 * 1000;
  await t.app.repos.students.insertMany(
    Array.from({ length: 40 }, (_, i) => ({
      userName: `pupil-${i}`,
      englishFirstName: 'Sam',
      marketRegion: 0,
      status: 1,
      passwordHash: hash,
      startTime: new Date(Date.now() - day),
      expireTime: new Date(Date.now() + 365 * day),
    })),
  );
}, 60_000);
afterAll(() => t.close());

/** A sign-in from an address, with the cookies a browser there holds. */
async function attempt(
  app: FastifyInstance,
  userName: string,
  password: string,
  address: string,
  cookie?: string,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/Authentication/GP/',
    remoteAddress: address,
    headers: cookie ? { cookie } : {},
    payload: { UserName: userName, Password: password, Platform: 16 },
  });
  const set = res.headers['set-cookie'];
  const first = Array.isArray(set) ? set[0] : set;
  return { status: res.statusCode, res, cookie: first?.split(';')[0] };
}

/**
 * Failed attempts without a device cookie, stored as the route stores them
 * (sign-in.ts records each untrusted failure with its address): the same
 * rows as that many wrong passwords, without an argon2 check each. A test
 * about how failures count makes its last few through the route as well.
 */
async function failures(
  userName: string,
  count: number,
  address: (i: number) => string,
) {
  for (let i = 0; i < count; i++)
    await t.app.repos.signInFailures.record(userName, address(i), null);
}

describe('one account from many addresses', () => {
  it('lets the owner in with the right password after an attacker’s failures, with a device cookie and from a fresh address, and holds the attacker', async () => {
    const owner = await attempt(t.app, 'regular', 'grammar', '10.1.0.1');
    expect(owner.status).toBe(200);
    expect(owner.cookie).toMatch(/^gp_device_[\w-]+=[\w-]+\.[\w-]+$/);
    expect(owner.res.headers['set-cookie']).toMatch(
      /HttpOnly; SameSite=Strict/,
    );

    for (let i = 0; i < 12; i++)
      expect(
        (await attempt(t.app, 'regular', `guess${i}`, '10.9.9.9')).status,
      ).toBe(i < 10 ? 401 : 429);
    // The attacker's address is held for this account, even with the right password.
    const held = await attempt(t.app, 'regular', 'grammar', '10.9.9.9');
    expect(held.status).toBe(429);
    expect(held.res.json().Code).toBe('TooManyAttempts');
    expect(Number(held.res.headers['retry-after'])).toBeGreaterThan(800);

    // The owner's device, from the attacker's very address, gets in.
    expect(
      (await attempt(t.app, 'regular', 'grammar', '10.9.9.9', owner.cookie))
        .status,
    ).toBe(200);
    // The owner from a fresh address, without the cookie, gets in too.
    expect(
      (await attempt(t.app, 'regular', 'grammar', '10.2.0.2')).status,
    ).toBe(200);
    // The owner's success did not wipe the attacker's record.
    expect((await attempt(t.app, 'regular', 'guess', '10.9.9.9')).status).toBe(
      429,
    );
  });

  it('holds every untrusted client after failures spread over many addresses, but never the owner’s device', async () => {
    const owner = await attempt(t.app, 'regular-cn', 'grammar', '10.3.0.1');
    expect(owner.status).toBe(200);
    // 30 failures from 30 addresses: 27 stored the way the route stores an
    // untrusted failure, the last 3 through the route itself.
    await failures('regular-cn', 27, (i) => `10.4.${i}.1`);
    for (let i = 27; i < 30; i++)
      expect(
        (await attempt(t.app, 'regular-cn', 'bad', `10.4.${i}.1`)).status,
      ).toBe(401);
    expect(
      (await attempt(t.app, 'regular-cn', 'grammar', '10.5.0.1')).status,
    ).toBe(429);
    expect(
      (await attempt(t.app, 'regular-cn', 'grammar', '10.5.0.1', owner.cookie))
        .status,
    ).toBe(200);
  });

  it('does not trust a device cookie signed for another username, nor a forged one', async () => {
    const other = await attempt(t.app, 'regular-ru', 'grammar', '10.6.0.1');
    await failures('regular-id', 10, () => '10.6.0.9');
    const name = other.cookie!.split('=')[0];
    const forged = `${name}=abc.def`;
    expect(
      (await attempt(t.app, 'regular-id', 'grammar', '10.6.0.9', other.cookie))
        .status,
    ).toBe(429);
    expect(
      (await attempt(t.app, 'regular-id', 'grammar', '10.6.0.9', forged))
        .status,
    ).toBe(429);
  });
});

describe('many accounts from one address', () => {
  it('300 failures of random usernames do not stop classmates with the right password', async () => {
    const school = '10.20.0.1';
    // 300 stored the way the route stores them (faster than 300 argon2
    // checks), then 10 more through the route itself.
    await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        t.app.repos.signInFailures.record(`nobody-${i}`, school, null),
      ),
    );
    for (let i = 0; i < 10; i++)
      expect((await attempt(t.app, `nobody-x${i}`, 'x', school)).status).toBe(
        401,
      );
    const started = Date.now();
    for (let i = 0; i < 5; i++)
      expect(
        (await attempt(t.app, `pupil-${i}`, 'class-pass', school)).status,
      ).toBe(200);
    // Slowed, never refused: at most the configured delay an attempt.
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(5 * DELAY_MAX_MS);
    expect(elapsed).toBeLessThan(5 * DELAY_MAX_MS + 2_000);
  }, 120_000);
});

describe('a class of 40 signing in together', () => {
  it('lets all 40 in from one address after a few typos each', async () => {
    const school = '10.30.0.1';
    // Three typos each: 39 pupils' stored the way the route stores them,
    // the last pupil's through the route, none of them refused.
    for (let i = 1; i < 40; i++) await failures(`pupil-${i}`, 3, () => school);
    for (let k = 0; k < 3; k++)
      expect((await attempt(t.app, 'pupil-0', 'typo', school)).status).toBe(
        401,
      );
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        attempt(t.app, `pupil-${i}`, 'class-pass', school),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(40).fill(200));
  }, 120_000);
});

describe('attempts in progress', () => {
  it('lets 20 parallel right sign-ins of one account all succeed', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        attempt(t.app, 'expired', 'grammar', '10.40.0.1'),
      ),
    );
    // A sixth session is refused with an empty Token (200), never with 429.
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
  });
});
