import type { ErrorCode, ErrorResponse } from '@gp/api';
import { isLogoutCode } from '@gp/domain';

// What a failed call is and the hooks the client calls, apart from
// api-client.ts (which reads answers with the contract's zod schemas): the
// first page checks errors and wires the hooks without loading zod.

/**
 * A failed API call: status 0 means no usable answer; `network` tells a
 * request that never reached the server (fetch rejected: offline, DNS, a
 * dropped connection) from an answer that could not be read.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly network: boolean;

  constructor(
    status: number,
    message: string,
    body?: ErrorResponse,
    options?: { network?: boolean },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.Code;
    this.retryAfterSeconds = body?.RetryAfterSeconds;
    this.network = options?.network ?? false;
  }
}

export const isApiError = (e: unknown, code?: ErrorCode): e is ApiError =>
  e instanceof ApiError && (code === undefined || e.code === code);

/** An error that logs the student out (spec 01 §4, packages/domain isLogoutCode). */
export const isLogoutError = (e: unknown): boolean =>
  isApiError(e) && isLogoutCode(e.code);

export interface FailedRequest {
  method: string;
  path: string;
  status: number;
  message: string;
}

interface ApiClientHooks {
  /** The stored student's token for endpoints with `auth`. */
  getToken(): string | undefined;
  /** InvalidToken / InvalidIdentification on an authenticated call. */
  onLogout(): void;
  /** 503 Maintenance. */
  onMaintenance(): void;
  /** Every failed request (spec 01 §7: reported to the error log). */
  onFailure(failure: FailedRequest): void;
}

export const hooks: ApiClientHooks = {
  getToken: () => undefined,
  onLogout: () => {},
  onMaintenance: () => {},
  onFailure: () => {},
};

export function configureApiClient(next: Partial<ApiClientHooks>): void {
  Object.assign(hooks, next);
}
