import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hash } from '@node-rs/argon2';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  hashPassword,
  needsRehash,
  PASSWORD_OPTIONS,
  verifyPassword,
} from '../../lib/passwords';

// Decision 020: argon2id at OWASP's m=7 MiB, t=5 (an equal level of defense
// to its m=19 MiB, t=2, for a third less CPU); a hash made before is made
// again by the sign-in that proves its password.

/** A hash as this server made them before decision 020. */
const before020 = (password: string) =>
  hash(password, {
    ...PASSWORD_OPTIONS,
    memoryCost: 19456,
    timeCost: 2,
  });
const today = `$argon2id$v=19$m=${PASSWORD_OPTIONS.memoryCost},t=${PASSWORD_OPTIONS.timeCost},p=1$`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const day = 24 * 3600 * 1000;
  const old = await before020('old-pass');
  await t.app.repos.students.insertMany(
    ['kept-1', 'kept-2', 'kept-3'].map((userName) => ({
      userName,
      englishFirstName: 'Sam',
      marketRegion: 0,
      status: 1,
      passwordHash: old,
      startTime: new Date(Date.now() - day),
      expireTime: new Date(Date.now() + 365 * day),
    })),
  );
}, 60_000);
afterAll(() => t.close());

const signIn = (UserName: string, Password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/Authentication/GP/',
    payload: { UserName, Password, Platform: 16 },
  });
const storedHash = async (userName: string) =>
  (await t.app.repos.students.findByUserName(userName))!.passwordHash;

describe('password hashes', () => {
  it('are made with m=7 MiB, t=5, p=1 and need no second hashing', async () => {
    const h = await hashPassword('any-pass');
    expect(h.startsWith(today)).toBe(true);
    expect(needsRehash(h)).toBe(false);
    expect(needsRehash(await before020('any-pass'))).toBe(true);
  });

  it('made before decision 020 are made again when the password is proved, and the password still works', async () => {
    expect(needsRehash(await storedHash('kept-1'))).toBe(true);
    expect((await signIn('kept-1', 'old-pass')).statusCode).toBe(200);
    const after = await storedHash('kept-1');
    expect(after.startsWith(today)).toBe(true);
    expect(await verifyPassword(after, 'old-pass')).toBe(true);
    expect((await signIn('kept-1', 'old-pass')).statusCode).toBe(200);
  });

  it('stay as they are after a wrong password', async () => {
    const before = await storedHash('kept-2');
    expect((await signIn('kept-2', 'wrong-pass')).statusCode).toBe(401);
    expect(await storedHash('kept-2')).toBe(before);
  });

  it('never overwrite a password reset made between the check and the new hash', async () => {
    const read = await storedHash('kept-3');
    const reset = await hashPassword('new-pass');
    await t.app.repos.students.update(
      (await t.app.repos.students.findByUserName('kept-3'))!.id,
      { passwordHash: reset },
    );
    const replaced = await t.app.repos.students.replacePasswordHash(
      (await t.app.repos.students.findByUserName('kept-3'))!.id,
      read,
      await hashPassword('old-pass'),
    );
    expect(replaced).toBe(false);
    expect(await storedHash('kept-3')).toBe(reset);
  });
});
