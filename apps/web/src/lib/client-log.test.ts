import { expect, it } from 'vitest';
import { mockApi } from '../testing/mock-api';
import { configureApiClient } from './api-error';
import {
  installGlobalErrorReporting,
  reportException,
  reportFailedRequest,
} from './client-log';

it('posts a failed request to the client log with the stored token', async () => {
  configureApiClient({ getToken: () => 'tok' });
  const api = mockApi({
    'POST /api/v2/ClientLog/': { body: { Success: true } },
  });
  reportFailedRequest({
    method: 'GET',
    path: '/api/v2/StudentProfile/',
    status: 500,
    message: 'HTTP 500',
  });
  await expect.poll(() => api.calls.length).toBe(1);
  expect(api.calls[0]?.headers.Authorization).toBe('Bearer tok');
  expect(api.calls[0]?.body).toMatchObject({
    Kind: 'request',
    Status: 500,
    Url: 'GET /api/v2/StudentProfile/',
    Message: 'HTTP 500',
  });
});

it('posts uncaught exceptions with message, stack and cause', async () => {
  const api = mockApi({
    'POST /api/v2/ClientLog/': { body: { Success: true } },
  });
  const uninstall = installGlobalErrorReporting();
  window.dispatchEvent(
    new ErrorEvent('error', {
      error: new Error('boom', { cause: 'because' }),
      message: 'boom',
    }),
  );
  uninstall();
  await expect.poll(() => api.calls.length).toBe(1);
  expect(api.calls[0]?.body).toMatchObject({
    Kind: 'exception',
    Message: 'boom',
    Cause: 'because',
    SystemName: 'Grammar Pro web',
  });
  expect((api.calls[0]?.body as { Stack?: string }).Stack).toContain('boom');
});

it('never fails the caller when the log cannot be written', async () => {
  mockApi({});
  expect(() => reportException('plain string')).not.toThrow();
});
