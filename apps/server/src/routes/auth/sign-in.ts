import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignInResponse } from '@gp/api';
import { signedInStatement } from '@gp/domain';
import { ApiError } from '../../plugins/errors';
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../../lib/passwords';
import { deviceLabel } from '../../lib/device-label';
import { hashToken, newToken } from '../../lib/tokens';
import type { StudentRow } from '../../db/repositories/students';
import { normalizeUserName } from '../../db/repositories/sign-in-failures';
import {
  cookieOf,
  deviceCookieName,
  deviceSetCookie,
  newDeviceCookieValue,
  verifyDeviceCookie,
} from '../../lib/device-cookie';
import { judgeSignIn } from '../../lib/sign-in-throttle';

const loginFailed = () =>
  new ApiError(401, {
    Code: 'LoginFailed',
    Message: 'Your username and password do not match, please try again.',
  });

/** The key that signs device cookies: one per database, so every instance shares it. */
function deviceCookieKey(app: FastifyInstance): Promise<string> {
  const keys = app as FastifyInstance & { deviceKey?: Promise<string> };
  keys.deviceKey ??= app.repos.appMeta
    .setIfAbsent('device_cookie_key', {
      key: randomBytes(32).toString('base64url'),
    })
    .then((v) => v.key)
    .catch((err: unknown) => {
      keys.deviceKey = undefined;
      throw err;
    });
  return keys.deviceKey;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Checks the password with throttling that no one can turn against the
 * owner (decision 015): lockouts hold only untrusted clients, a device
 * cookie from an earlier sign-in gets through them, a busy address is slowed
 * and never refused, and only real failures are counted. A success leaves
 * (or renews) the device cookie for this username.
 */
export async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userName: string,
  password: string,
): Promise<StudentRow> {
  const { repos, config } = app;
  const name = normalizeUserName(userName);
  const key = await deviceCookieKey(app);
  const cookieName = deviceCookieName(key, name);
  const deviceId = verifyDeviceCookie(
    key,
    name,
    cookieOf(request.headers.cookie, cookieName),
  );
  const counts = await repos.signInFailures.counts(name, request.ip, deviceId);
  const verdict = judgeSignIn(counts, deviceId !== null, {
    pair: config.signInAccountLimit,
    account: config.signInAccountSpreadLimit,
    device: config.signInAccountLimit,
    address: config.signInAddressLimit,
    addressDelayMaxMs: config.signInAddressDelayMaxMs,
  });
  if (verdict.refuse) {
    const RetryAfterSeconds = verdict.retryAfterSeconds;
    const minutes = Math.ceil(RetryAfterSeconds / 60);
    throw new ApiError(429, {
      Code: 'TooManyAttempts',
      Message: `Too many failed sign-ins. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or ask your Progress Advisor.`,
      RetryAfterSeconds,
    });
  }
  if (verdict.delayMs > 0) await sleep(verdict.delayMs);
  const trustedId = verdict.trusted ? deviceId : null;
  const student = await repos.students.findByUserName(name);
  const ok = student
    ? await verifyPassword(student.passwordHash, password)
    : (await verifyAgainstDummy(password), false);
  if (!student || !ok) {
    await repos.signInFailures.record(name, request.ip, trustedId);
    throw loginFailed();
  }
  // Only failures in the window count: with none of them, nothing to clear
  // (older rows are pruned), and a sign-in saves a round trip.
  if ((trustedId ? counts.device : counts.pair) > 0)
    await repos.signInFailures.clear(name, request.ip, trustedId);
  // A hash from before decision 020 is made again with today's settings.
  if (needsRehash(student.passwordHash))
    await repos.students.replacePasswordHash(
      student.id,
      student.passwordHash,
      await hashPassword(password),
    );
  reply.header(
    'set-cookie',
    deviceSetCookie(
      cookieName,
      deviceId ?? newDeviceCookieValue(key, name),
      config.publicOrigin?.startsWith('https:') ?? false,
    ),
  );
  return student;
}

/** Opens a session, or answers an empty Token with the active sessions when 5 are open. */
export async function openSession(
  app: FastifyInstance,
  request: FastifyRequest,
  student: StudentRow,
): Promise<SignInResponse> {
  const token = newToken();
  const result = await app.repos.sessions.openIfRoom(
    student.id,
    hashToken(token),
    deviceLabel(request.headers['user-agent']),
    // The learning record of the sign-in, stored with the session (DESIGN.md §4).
    app.learningRecords.pending(student.id, [
      signedInStatement(app.learningRecords.base(student.id)),
    ]),
  );
  const UserInfo = {
    UserId: student.id,
    EnglishFirstName: student.englishFirstName,
    MarketRegion: student.marketRegion as 0 | 1 | 2 | 4,
  };
  return {
    // Empty when 5 sessions are open: the list lets the student end one.
    Token: result.opened ? token : '',
    UserInfo,
    SessionList: result.active.map((s) => ({
      SessionId: s.id,
      Device: s.device,
      CreatedStamp: s.createdAt.toISOString(),
      LastUsedStamp: s.lastUsedAt.toISOString(),
    })),
  };
}
