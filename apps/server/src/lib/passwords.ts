import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's m=7 MiB, t=5, p=1: one of the five settings its
 * Password Storage Cheat Sheet gives as "an equal level of defense"
 * (decision 020). It was m=19 MiB, t=2, its first choice; the smaller
 * memory costs about a third less CPU per check (13.5 against 21.1 ms
 * here), and a school's sign-in minute is made of these checks.
 * algorithm 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
 */
export const PASSWORD_OPTIONS = {
  algorithm: 2,
  memoryCost: 7168,
  timeCost: 5,
  parallelism: 1,
};
const OPTIONS = PASSWORD_OPTIONS;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(
  passwordHash: string,
  password: string,
): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Whether a stored hash was made with other settings than today's (an
 * m=19 MiB hash from before decision 020): the sign-in that proves the
 * password then stores it hashed again, so that an account's check costs
 * what the unknown username's dummy check costs.
 */
export function needsRehash(passwordHash: string): boolean {
  const params = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(
    passwordHash,
  );
  return (
    !params ||
    Number(params[1]) !== OPTIONS.memoryCost ||
    Number(params[2]) !== OPTIONS.timeCost ||
    Number(params[3]) !== OPTIONS.parallelism
  );
}

let dummy: Promise<string> | undefined;
/** Spends the same time as a real check, so unknown usernames cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummy, password);
}
