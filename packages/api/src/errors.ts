import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** Error codes of DESIGN.md §3, plus throttling, maintenance and not found. */
export const ErrorCode = lazySchema(() =>
  z.enum([
    'InvalidToken',
    'InvalidIdentification',
    'LoginFailed',
    'ValidationFailed',
    'TooManyAttempts',
    'Maintenance',
    'NotFound',
    'Conflict',
    /** 409: the learning path does not allow it yet (DESIGN.md §3b). */
    'NotAllowed',
    'InternalError',
    /** 503: the database cannot be reached; try again after Retry-After. */
    'Unavailable',
    /** 429: too many requests of one kind (tracking events); see Retry-After. */
    'TooManyRequests',
    /** 408: the request did not arrive in time. */
    'RequestTimeout',
  ]),
);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ValidationIssue = lazySchema(() =>
  z.object({
    /** Where: "body.UserName", "query.cultureCode". */
    Field: z.string(),
    Message: z.string(),
  }),
);

export const ErrorResponse = lazySchema(() =>
  z.object({
    Code: ErrorCode,
    Message: z.string(),
    Errors: z.array(ValidationIssue).optional(),
    /** With TooManyAttempts: seconds until the account may try again. */
    RetryAfterSeconds: z.number().int().optional(),
  }),
);
export type ErrorResponse = z.infer<typeof ErrorResponse>;
