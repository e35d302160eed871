import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import { ErrorResponse, type Endpoint } from '@gp/api';
import type { AuthContext } from '../plugins/auth';

/** What a schema parses to; `undefined` where the contract has none. */
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * The request of an endpoint's route: body, query and params as its schemas
 * parsed them, and, when the contract says `auth: true`, the signed-in
 * student (the auth plugin answered 401 before the handler otherwise).
 */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Body: Parsed<E['body']>;
  Querystring: Parsed<E['query']>;
  // `params` is optional in the contract: an endpoint that declares it gets its output.
  Params: Parsed<NonNullable<E['params']>>;
}> &
  (E['auth'] extends true ? { auth: AuthContext } : unknown);

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<z.input<E['response']>>;

/** Every error status a route may answer, each an ErrorResponse. */
export const errorResponses = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
  503: ErrorResponse,
};

/** The response schemas of a route: its answer and every error status (STYLE.md rule 7). */
export function responses<R extends z.ZodType>(ok: R) {
  return { 200: ok, ...errorResponses };
}

/**
 * Registers the route of one contract endpoint (packages/api): its method
 * and path, the schema of its body, query, params and every response status
 * (STYLE.md rule 7), and whether it needs a signed-in student, all taken
 * from the contract so that a route cannot drift from it.
 */
export function endpointRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  opts: { bodyLimit?: number } = {},
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      response: responses(endpoint.response),
    },
    config: { auth: endpoint.auth },
    ...opts,
    // The schemas above are what the zod validator parses the request with,
    // which is what EndpointRequest says; Fastify cannot infer that from a
    // schema built at run time, so the handler's type is asserted here once.
    handler: handler as unknown as RouteHandlerMethod,
  });
}
