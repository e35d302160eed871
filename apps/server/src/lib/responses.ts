import type { z } from 'zod';
import { ErrorResponse } from '@gp/api';

/** The response schemas of a route: its answer and every error status (STYLE.md rule 7). */
export function responses<R extends z.ZodType>(ok: R) {
  return {
    200: ok,
    400: ErrorResponse,
    401: ErrorResponse,
    403: ErrorResponse,
    404: ErrorResponse,
    409: ErrorResponse,
    429: ErrorResponse,
    503: ErrorResponse,
  };
}
