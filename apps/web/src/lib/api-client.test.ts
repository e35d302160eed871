import { getProfile, getPrivacyPolicyDocument, logout, signIn } from '@gp/api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../testing/mock-api';
import {
  emptyProfile,
  privacyDocument,
  studentInfo,
} from '../testing/fixtures';
import { apiRequest } from './api-client';
import { ApiError, configureApiClient } from './api-error';

const hooks = {
  getToken: vi.fn(() => 'stored-token'),
  onLogout: vi.fn(),
  onMaintenance: vi.fn(),
  onFailure: vi.fn(),
};

beforeEach(() => {
  Object.values(hooks).forEach((h) => h.mockClear());
  configureApiClient(hooks);
});

describe('apiRequest', () => {
  it('adds the stored token to endpoints that need it and none to sign-in', async () => {
    const api = mockApi({
      'GET /api/v2/StudentProfile/': { body: emptyProfile },
      'POST /api/v2/Authentication/GP/': { body: studentInfo() },
    });
    await apiRequest(getProfile, {});
    await apiRequest(signIn, {
      body: { UserName: 'mia', Password: 'pw', Platform: 16 },
    });
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer stored-token');
    expect(api.calls[1]?.headers.Authorization).toBeUndefined();
    expect(api.calls[1]?.body).toEqual({
      UserName: 'mia',
      Password: 'pw',
      Platform: 16,
    });
  });

  it('prefers a token passed by the caller', async () => {
    const api = mockApi({
      'GET /api/v2/StudentProfile/': { body: emptyProfile },
    });
    await apiRequest(getProfile, { token: 'flow-token' });
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer flow-token');
  });

  it('adds a random cache-busting value to every GET (spec 01 §7)', async () => {
    const api = mockApi({
      'GET /api/v2/PrivacyPolicy/PrivacyPolicyDocuments/': {
        body: privacyDocument,
      },
    });
    const query = { product: 'GrammarPro', cultureCode: 'en-US' } as const;
    await apiRequest(getPrivacyPolicyDocument, { query });
    await apiRequest(getPrivacyPolicyDocument, { query });
    const [a, b] = api.calls.map((c) => c.query);
    expect(a?.get('cultureCode')).toBe('en-US');
    expect(a?.get('_')).toBeTruthy();
    expect(a?.get('_')).not.toBe(b?.get('_'));
  });

  it('rejects an answer that does not match the contract', async () => {
    mockApi({ 'GET /api/v2/StudentProfile/': { body: { Birthday: 5 } } });
    await expect(apiRequest(getProfile, {})).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
    });
    expect(hooks.onFailure).toHaveBeenCalledOnce();
  });

  it.each([
    [401, 'InvalidToken'],
    [403, 'InvalidIdentification'],
  ])('logs the student out on %i %s', async (status, code) => {
    mockApi({ 'GET /api/v2/StudentProfile/': apiError(status, code) });
    await expect(apiRequest(getProfile, {})).rejects.toMatchObject({
      status,
      code,
    });
    expect(hooks.onLogout).toHaveBeenCalledOnce();
  });

  it('does not log out for a wrong password', async () => {
    mockApi({
      'POST /api/v2/Authentication/GP/': apiError(401, 'LoginFailed'),
    });
    await expect(
      apiRequest(signIn, {
        body: { UserName: 'a', Password: 'b', Platform: 16 },
      }),
    ).rejects.toMatchObject({ code: 'LoginFailed' });
    expect(hooks.onLogout).not.toHaveBeenCalled();
  });

  it('does not log out again while logging out', async () => {
    mockApi({ 'DELETE /api/v1/Token/': apiError(401, 'InvalidToken') });
    await expect(
      apiRequest(logout, { logoutOnInvalidToken: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(hooks.onLogout).not.toHaveBeenCalled();
  });

  it('reports maintenance on 503 Maintenance', async () => {
    mockApi({ 'GET /api/v2/StudentProfile/': apiError(503, 'Maintenance') });
    await expect(apiRequest(getProfile, {})).rejects.toMatchObject({
      code: 'Maintenance',
    });
    expect(hooks.onMaintenance).toHaveBeenCalledOnce();
  });

  it('carries RetryAfterSeconds of a 429', async () => {
    mockApi({
      'POST /api/v2/Authentication/GP/': apiError(429, 'TooManyAttempts', {
        RetryAfterSeconds: 600,
      }),
    });
    await expect(
      apiRequest(signIn, {
        body: { UserName: 'a', Password: 'b', Platform: 16 },
      }),
    ).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 600,
    });
  });

  it('reports every failed request, a network failure as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(apiRequest(getProfile, {})).rejects.toMatchObject({
      status: 0,
    });
    expect(hooks.onFailure).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'GET',
        path: '/api/v2/StudentProfile/',
        status: 0,
      }),
    );
  });
});
