import {
  ErrorResponse,
  type BodyOf,
  type Endpoint,
  type QueryOf,
  type ResponseOf,
} from '@gp/api';
import { ApiError, hooks, isLogoutError } from './api-error';

type Part<K extends string, T> = T extends undefined
  ? { [P in K]?: undefined }
  : { [P in K]: T };

export type RequestOptions<E extends Endpoint> = Part<'body', BodyOf<E>> &
  Part<'query', QueryOf<E>> & {
    /** Overrides the stored token (the login flow holds its token until it finishes). */
    token?: string;
    signal?: AbortSignal;
    /** false: a logout-type error does not trigger the global log-out (the log-out call itself). */
    logoutOnInvalidToken?: boolean;
    /** Send the stored token even though the endpoint does not need it (the error log). */
    withToken?: boolean;
    /** false: do not report a failure (the error-log call itself). */
    report?: boolean;
    /** true: the request outlives the page (tracking flushed while the tab closes). */
    keepalive?: boolean;
  };

function randomValue(): string {
  return Math.random().toString(36).slice(2, 10);
}

function buildUrl(endpoint: Endpoint, query: unknown): string {
  const params = new URLSearchParams();
  if (query && typeof query === 'object') {
    for (const [k, v] of Object.entries(query)) {
      if (v !== undefined && v !== null) params.append(k, String(v));
    }
  }
  // spec 01 §7: GET requests add a random cache-busting query value.
  if (endpoint.method === 'GET') params.append('_', randomValue());
  const qs = params.toString();
  return qs ? `${endpoint.path}?${qs}` : endpoint.path;
}

/**
 * Calls one endpoint of packages/api and validates the answer with its
 * schema, so a caller only ever sees the contract's types.
 */
export async function apiRequest<E extends Endpoint>(
  endpoint: E,
  options: RequestOptions<E>,
): Promise<ResponseOf<E>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.token ?? hooks.getToken();
  if (token && (endpoint.auth || options.withToken))
    headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = {
    method: endpoint.method,
    headers,
    signal: options.signal ?? null,
    credentials: 'same-origin',
    ...(options.keepalive ? { keepalive: true } : {}),
  };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  const fail = (error: ApiError): never => {
    if (options.report !== false) {
      hooks.onFailure({
        method: endpoint.method,
        path: endpoint.path,
        status: error.status,
        message: error.message,
      });
    }
    throw error;
  };

  let response: Response;
  try {
    response = await fetch(buildUrl(endpoint, options.query), init);
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    return fail(
      new ApiError(
        0,
        `Network error: ${e instanceof Error ? e.message : String(e)}`,
        undefined,
        { network: true },
      ),
    );
  }

  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ErrorResponse.safeParse(json);
    const body = parsed.success ? parsed.data : undefined;
    const error = new ApiError(
      response.status,
      body?.Message ?? `HTTP ${response.status}`,
      body,
    );
    if (error.code === 'Maintenance') hooks.onMaintenance();
    if (
      endpoint.auth &&
      options.logoutOnInvalidToken !== false &&
      isLogoutError(error)
    )
      hooks.onLogout();
    return fail(error);
  }
  const parsed = endpoint.response.safeParse(json);
  if (!parsed.success) {
    return fail(
      new ApiError(
        0,
        `Unexpected answer from ${endpoint.method} ${endpoint.path}: ${parsed.error.message}`,
      ),
    );
  }
  return parsed.data as ResponseOf<E>;
}
