import {
  lazySchema,
  postXapiAccessToken,
  XAPI_STORE_PATH,
  XAPI_VERSION_HEADER,
} from '@gp/api';
import {
  usableXapiToken,
  XAPI_VERSION,
  type StatementSendOutcome,
  type XapiStatement,
} from '@gp/domain';
import { z } from 'zod';
import { apiRequest } from '../api-client';
import { getLocalRecord, updateLocalRecord } from '../storage/local-record';

/** The cached token in the local record (spec 02 §3 xapiToken), with the student it belongs to. */
const CachedToken = lazySchema(() =>
  z.object({ Token: z.string(), UserId: z.string() }),
);

/**
 * spec 02 §4: "Each send takes a cached token, else fetches the student info
 * and then a token." The student info is the signed-in student's, already
 * in the local record; a token of another student is never used. Answers
 * null when no usable token can be had now (spec 02 §5).
 */
export async function xapiToken(
  studentId: string,
  fresh: boolean,
): Promise<string | null> {
  const record = getLocalRecord();
  if (record.studentInfo?.UserInfo.UserId !== studentId) return null;
  if (!fresh) {
    const cached = CachedToken.safeParse(record.xapiToken);
    if (cached.success && cached.data.UserId === studentId) {
      const token = usableXapiToken(cached.data.Token);
      if (token) return token;
    }
  }
  try {
    // In the background: a refusal here must not log the student out or fill the error log.
    const { Token } = await apiRequest(postXapiAccessToken, {
      logoutOnInvalidToken: false,
      report: false,
    });
    const token = usableXapiToken(Token);
    if (!token) return null;
    // Still the same student (no log-out while the call ran)?
    if (getLocalRecord().studentInfo?.UserInfo.UserId !== studentId)
      return null;
    await updateLocalRecord({ xapiToken: { Token: token, UserId: studentId } });
    return token;
  } catch {
    return null;
  }
}

const SEND_TIMEOUT_MS = 20_000;

/**
 * Stores one statement in the statement store (DESIGN.md §3b): PUT by its
 * id, so a statement sent twice (a retry after a lost answer, two tabs) is
 * stored once.
 */
export async function putStatement(
  token: string,
  statement: XapiStatement,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<StatementSendOutcome> {
  try {
    const response = await fetch(
      `${XAPI_STORE_PATH}/statements?statementId=${encodeURIComponent(statement.id)}`,
      {
        method: 'PUT',
        headers: {
          [XAPI_VERSION_HEADER]: XAPI_VERSION,
          Authorization: `Basic ${token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(statement),
        credentials: 'same-origin',
        keepalive,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      },
    );
    return response.ok
      ? { kind: 'stored' }
      : { kind: 'status', status: response.status };
  } catch {
    return { kind: 'network' };
  }
}
