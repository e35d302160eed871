import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@gp/api';
import {
  Conflict,
  DomainError,
  Forbidden,
  InvalidInput,
  NotAllowed,
  NotFound,
  TooManyRequests,
  Unavailable,
} from '../lib/domain-errors';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorResponse,
  ) {
    super(body.Message);
  }
}

export const invalidToken = () =>
  new ApiError(401, {
    Code: 'InvalidToken',
    Message: 'Your session has ended. Please sign in again.',
  });

/** The answer to a service's refusal (DESIGN.md §3: 403, 400; §3b: 409 NotAllowed). */
export function httpOf(
  error: DomainError,
): { status: number; body: ErrorResponse } | undefined {
  const Message = error.message;
  if (error instanceof Forbidden)
    return { status: 403, body: { Code: 'InvalidIdentification', Message } };
  if (error instanceof NotAllowed)
    return { status: 409, body: { Code: 'NotAllowed', Message } };
  if (error instanceof Conflict)
    return { status: 409, body: { Code: 'Conflict', Message } };
  if (error instanceof NotFound)
    return { status: 404, body: { Code: 'NotFound', Message } };
  if (error instanceof InvalidInput)
    return {
      status: 400,
      body: {
        Code: 'ValidationFailed',
        Message,
        Errors: [{ Field: error.field, Message: error.detail }],
      },
    };
  if (error instanceof Unavailable)
    return { status: 503, body: { Code: 'Unavailable', Message } };
  if (error instanceof TooManyRequests)
    return {
      status: 429,
      body: {
        Code: 'TooManyRequests',
        Message,
        RetryAfterSeconds: error.retryAfterSeconds,
      },
    };
  // A refusal this map does not know is a bug: it answers 500 and is logged.
  return undefined;
}

/** SQLSTATE 22021 (character not in repertoire) and 22P05 (untranslatable character, e.g. NUL). */
const BAD_TEXT_CODES = new Set(['22021', '22P05']);

function isBadTextError(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && BAD_TEXT_CODES.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** How soon a client should retry after the database could not be reached. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * Connection failures: the database is down, restarting or out of
 * connections (SQLSTATE class 08, 57P01-57P03, 53300), the pool's own
 * timeouts, and a closed embedded database. Not the request's fault, and not
 * a bug: 503 and try again.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed|database is closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))
    )
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message))
      return true;
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((x) => isDatabaseUnavailable(x)))
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const contextName: Record<string, string> = {
  querystring: 'query',
  body: 'body',
  params: 'params',
  headers: 'headers',
};

/** Every failure answers the error shape of DESIGN.md §3; 5xx answers never leak internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError)
      return reply.code(error.statusCode).send(error.body);
    const refusal = error instanceof DomainError ? httpOf(error) : undefined;
    if (refusal) {
      if (refusal.status === 503)
        reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply.code(refusal.status).send(refusal.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = contextName[error.validationContext ?? 'body'] ?? 'body';
      const Errors = error.validation.map((v) => {
        const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        return {
          Field: path ? `${where}.${path}` : where,
          Message: v.message ?? 'is not valid',
        };
      });
      const first = Errors[0];
      return reply.code(400).send({
        Code: 'ValidationFailed',
        Message: first
          ? `${first.Field}: ${first.Message}`
          : 'The request is not valid.',
        Errors,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error.cause },
        'response did not match its schema',
      );
      return reply.code(500).send({
        Code: 'InternalError',
        Message: 'Something went wrong on our side.',
      });
    }
    if (isBadTextError(error)) {
      // A byte sequence PostgreSQL cannot store that slipped past a schema: bad input, not a crash.
      return reply.code(400).send({
        Code: 'ValidationFailed',
        Message: 'The request contains characters that cannot be stored.',
        Errors: [
          {
            Field: 'body',
            Message: 'contains characters that cannot be stored',
          },
        ],
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({
          Code: 'Unavailable',
          Message: 'The service is briefly unavailable. Please try again.',
        });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, a body too large: the client's fault.
      return reply.code(status).send({
        Code: status === 404 ? 'NotFound' : 'ValidationFailed',
        Message: error.message,
        Errors: [{ Field: 'body', Message: error.message }],
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({
      Code: 'InternalError',
      Message: 'Something went wrong on our side.',
    });
  });
}
