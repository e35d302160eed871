import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ErrorResponse } from '@gp/api';
import { API_HEADERS } from './security';

const HEAD = Object.entries(API_HEADERS)
  .map(([k, v]) => `${k}: ${v}\r\n`)
  .join('');

/** The status and body of an error Node's HTTP parser met before any route. */
export function clientErrorAnswer(code: string | undefined): {
  status: number;
  reason: string;
  body: ErrorResponse;
} {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return {
      status: 408,
      reason: 'Request Timeout',
      body: {
        Code: 'RequestTimeout',
        Message: 'The request did not arrive in time.',
      },
    };
  if (code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      reason: 'Request Header Fields Too Large',
      body: {
        Code: 'ValidationFailed',
        Message: 'The request headers are too large.',
        Errors: [{ Field: 'headers', Message: 'are too large' }],
      },
    };
  return {
    status: 400,
    reason: 'Bad Request',
    body: {
      Code: 'ValidationFailed',
      Message: 'The request is not valid HTTP.',
      Errors: [{ Field: 'request', Message: 'is not valid HTTP' }],
    },
  };
}

/**
 * Fastify's clientErrorHandler: answers in the contract's error shape
 * (DESIGN.md §3) with the API's headers, then closes the connection.
 */
export function answerClientError(
  this: FastifyInstance,
  err: Error & { code?: string },
  socket: Socket,
): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, body } = clientErrorAnswer(err.code);
  this.log.debug({ err }, 'client error');
  const json = JSON.stringify(body);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n${HEAD}Connection: close\r\n\r\n${json}`,
    );
  socket.destroy(err);
}
