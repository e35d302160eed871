import { ErrorCode } from '@gp/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enCommon from '../locales/en-US/common.json';
import idCommon from '../locales/id-ID/common.json';
import ruCommon from '../locales/ru-RU/common.json';
import zhCommon from '../locales/zh-CN/common.json';
import { ApiError } from './api-error';
import {
  FAILURE_REASONS,
  failureReasonOf,
  failureTextKeys,
} from './error-message';

const refusal = (status: number, Code: ErrorCode) =>
  new ApiError(status, Code, { Code, Message: Code });

afterEach(() => vi.unstubAllGlobals());

describe('the reason a failed request is told (issue 15)', () => {
  it('blames the connection only when the request never reached the server', () => {
    expect(
      failureReasonOf(
        new ApiError(0, 'Network error', undefined, { network: true }),
      ),
    ).toBe('offline');
    expect(failureReasonOf(new TypeError('Failed to fetch'))).toBe('offline');
    // An answer that arrived but could not be read is not a network failure.
    expect(failureReasonOf(new ApiError(0, 'Unexpected answer'))).toBe(
      'server',
    );
  });

  it('says offline when the browser knows it is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(failureReasonOf(new Error('anything'))).toBe('offline');
  });

  it('never tells a 4xx or 409 answer as a connection problem', () => {
    for (const code of ErrorCode.options) {
      for (const status of [400, 401, 403, 404, 408, 409, 429])
        expect(failureReasonOf(refusal(status, code))).not.toBe('offline');
    }
    expect(failureReasonOf(new ApiError(418, 'HTTP 418'))).toBe('rejected');
  });

  it.each([
    [409, 'NotAllowed', 'notAllowed'],
    [409, 'Conflict', 'conflict'],
    [403, 'InvalidIdentification', 'forbidden'],
    [404, 'NotFound', 'notFound'],
    [400, 'ValidationFailed', 'rejected'],
    [429, 'TooManyAttempts', 'tooManyRequests'],
    [429, 'TooManyRequests', 'tooManyRequests'],
    [503, 'Unavailable', 'busy'],
    [408, 'RequestTimeout', 'busy'],
    [503, 'Maintenance', 'maintenance'],
    [500, 'InternalError', 'server'],
  ] as const)('tells a %s %s as %s', (status, code, reason) => {
    expect(failureReasonOf(refusal(status, code))).toBe(reason);
  });

  it('heads a 503 or timeout with "try again" and a lost connection with "no connection"', () => {
    expect(failureTextKeys(refusal(503, 'Unavailable')).title).toBe(
      'error.tryAgainTitle',
    );
    expect(
      failureTextKeys(new ApiError(0, 'x', undefined, { network: true })).title,
    ).toBe('error.offlineTitle');
    expect(failureTextKeys(refusal(409, 'NotAllowed')).title).toBe(
      'error.title',
    );
  });

  it('has a text for every reason in the four languages, and only offline speaks of the connection', () => {
    for (const common of [enCommon, zhCommon, ruCommon, idCommon]) {
      for (const reason of FAILURE_REASONS)
        expect(common.error.reasons[reason]).toMatch(/\S/);
      expect(common.error.offlineTitle).toMatch(/\S/);
    }
    for (const reason of FAILURE_REASONS.filter((r) => r !== 'offline'))
      expect(enCommon.error.reasons[reason]).not.toMatch(
        /connection|internet/i,
      );
  });
});
