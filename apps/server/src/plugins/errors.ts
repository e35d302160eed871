import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@gp/api';

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
export const invalidIdentification = (
  message = 'This account may not do that.',
) => new ApiError(403, { Code: 'InvalidIdentification', Message: message });
export const notFound = (message: string) =>
  new ApiError(404, { Code: 'NotFound', Message: message });

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
