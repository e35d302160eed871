import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

type Reply =
  | { status?: number; body?: unknown }
  | Promise<{ status?: number; body?: unknown }>;
type Handler = (call: RecordedCall) => Reply;

/**
 * Replaces fetch with a table of "METHOD /path" handlers answering JSON, and
 * records every call. An unlisted route answers 404 NotFound.
 */
export function mockApi(
  routes: Record<string, Handler | { status?: number; body?: unknown }>,
) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(
    async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: RecordedCall = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: (init?.headers ?? {}) as Record<string, string>,
        body:
          typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      const reply =
        typeof route === 'function'
          ? await route(call)
          : (route ?? {
              status: 404,
              body: { Code: 'NotFound', Message: 'Not found' },
            });
      return new Response(
        reply.body === undefined ? null : JSON.stringify(reply.body),
        {
          status: reply.status ?? 200,
          headers: { 'Content-Type': 'application/json' },
        },
      );
    },
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  };
}

export const apiError = (
  status: number,
  Code: string,
  extra: Record<string, unknown> = {},
) => ({
  status,
  body: { Code, Message: Code, ...extra },
});
