import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SignInResponse } from '@gp/api';
import { ApiError } from '../../plugins/errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { deviceLabel } from '../../lib/device-label';
import { hashToken, newToken } from '../../lib/tokens';
import type { StudentRow } from '../../db/repositories/students';

const loginFailed = () =>
  new ApiError(401, {
    Code: 'LoginFailed',
    Message: 'Your username and password do not match, please try again.',
  });

/**
 * Checks the password with throttling (DESIGN.md §4 Brute force): about 10
 * failures per account in 15 minutes, and generously per address.
 */
export async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  userName: string,
  password: string,
): Promise<StudentRow> {
  const { repos, config } = app;
  const attempt = await repos.signInFailures.begin(userName, request.ip, {
    account: config.signInAccountLimit,
    address: config.signInAddressLimit,
  });
  if (!attempt.allowed) {
    const RetryAfterSeconds = attempt.retryAfterSeconds;
    const minutes = Math.ceil(RetryAfterSeconds / 60);
    throw new ApiError(429, {
      Code: 'TooManyAttempts',
      Message: `Too many failed sign-ins. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or ask your Progress Advisor.`,
      RetryAfterSeconds,
    });
  }
  // The attempt already counts as a failure; only the right password clears it.
  const student = await repos.students.findByUserName(userName);
  const ok = student
    ? await verifyPassword(student.passwordHash, password)
    : (await verifyAgainstDummy(password), false);
  if (!student || !ok) throw loginFailed();
  await repos.signInFailures.clear(userName);
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
  );
  const UserInfo = {
    UserId: student.id,
    EnglishFirstName: student.englishFirstName,
    MarketRegion: student.marketRegion as 0 | 1 | 2 | 4,
  };
  if (!result.opened) {
    return {
      Token: '',
      UserInfo,
      SessionList: result.active.map((s) => ({
        SessionId: s.id,
        Device: s.device,
        CreatedStamp: s.createdAt.toISOString(),
        LastUsedStamp: s.lastUsedAt.toISOString(),
      })),
    };
  }
  const active = await app.repos.sessions.listActive(student.id);
  return {
    Token: token,
    UserInfo,
    SessionList: active.map((s) => ({
      SessionId: s.id,
      Device: s.device,
      CreatedStamp: s.createdAt.toISOString(),
      LastUsedStamp: s.lastUsedAt.toISOString(),
    })),
  };
}
