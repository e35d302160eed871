import { beforeEach, describe, expect, it } from 'vitest';
import { pageTimeStatement, XAPI_VERSION } from '@gp/domain';
import {
  getLocalRecord,
  loadLocalRecord,
  updateLocalRecord,
} from '../storage/local-record';
import { configureApiClient } from '../api-error';
import { apiError, mockApi } from '../../testing/mock-api';
import { studentInfo } from '../../testing/fixtures';
import { browserEventBase } from './event-base';
import { putStatement, xapiToken } from './xapi-transport';

// DESIGN.md §3b learning records; spec 02 §4 (cached token, else a new one), §5 (usable token).
let me: string;
beforeEach(async () => {
  await loadLocalRecord();
  const info = studentInfo();
  me = info.UserInfo.UserId;
  await updateLocalRecord({ studentInfo: info });
  configureApiClient({ getToken: () => info.Token });
});

describe('the learning-record token', () => {
  it('fetches a token with the student token, keeps it in the local record, and reuses it', async () => {
    let n = 0;
    const api = mockApi({
      'POST /api/v2/xAPI/AccessToken/': () => ({
        body: { Token: `t${++n}` },
      }),
    });
    expect(await xapiToken(me, false)).toBe('t1');
    expect(getLocalRecord().xapiToken).toEqual({ Token: 't1', UserId: me });
    expect(await xapiToken(me, false)).toBe('t1');
    expect(api.callsTo('POST', '/api/v2/xAPI/AccessToken/')).toHaveLength(1);
    expect(
      api.callsTo('POST', '/api/v2/xAPI/AccessToken/')[0]?.headers
        .Authorization,
    ).toMatch(/^Bearer /);
    // After an invalid-token answer a fresh one is fetched.
    expect(await xapiToken(me, true)).toBe('t2');
  });

  it('answers none when the call fails or for another student, and never logs the student out', async () => {
    let loggedOut = false;
    configureApiClient({ onLogout: () => (loggedOut = true) });
    mockApi({
      'POST /api/v2/xAPI/AccessToken/': apiError(401, 'InvalidToken'),
    });
    expect(await xapiToken(me, false)).toBeNull();
    expect(await xapiToken('someone-else', false)).toBeNull();
    expect(loggedOut).toBe(false);
  });
});

describe('sending a statement', () => {
  const statement = () =>
    pageTimeStatement(browserEventBase(me), { pageId: 'learn', seconds: 1 });

  it('PUTs it by its id with the version header and Basic credentials', async () => {
    const api = mockApi({ 'PUT /xapi/statements': { status: 204 } });
    const s = statement();
    expect(await putStatement('tok', s)).toEqual({ kind: 'stored' });
    const [call] = api.callsTo('PUT', '/xapi/statements');
    expect(call?.query.get('statementId')).toBe(s.id);
    expect(call?.headers).toMatchObject({
      'X-Experience-API-Version': XAPI_VERSION,
      Authorization: 'Basic tok',
    });
    expect(call?.body).toEqual(s);
  });

  it('reports the status of a refusal and a lost connection as such', async () => {
    mockApi({ 'PUT /xapi/statements': apiError(409, 'Conflict') });
    expect(await putStatement('tok', statement())).toEqual({
      kind: 'status',
      status: 409,
    });
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await putStatement('tok', statement())).toEqual({
      kind: 'network',
    });
  });
});
