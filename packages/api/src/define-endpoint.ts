import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint of the wire contract: the server registers its route from it
 * (schemas and auth, apps/server lib/endpoint-route.ts) and the web client
 * infers its types from it (STYLE.md rule 4).
 */
export interface Endpoint<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  A extends boolean = boolean,
  P extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: HttpMethod;
  /** Fastify's form: a path parameter is written `:Name` and declared in `params`. */
  path: string;
  /**
   * The call needs a signed-in student (`Authorization: Bearer <Token>`);
   * false only for sign-in, the privacy-policy document and the health and
   * error-log calls (DESIGN.md §3).
   */
  auth: A;
  body: B;
  query: Q;
  /** The path parameters, when the path has any. */
  params?: P;
  response: R;
}

export function defineEndpoint<
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  R extends z.ZodType,
  A extends boolean,
  P extends z.ZodType | undefined = undefined,
>(e: Endpoint<B, Q, R, A, P>): Endpoint<B, Q, R, A, P> {
  return e;
}

export type BodyOf<E> =
  E extends Endpoint<infer B, z.ZodType | undefined, z.ZodType>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type QueryOf<E> =
  E extends Endpoint<z.ZodType | undefined, infer Q, z.ZodType>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type ResponseOf<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer R>
    ? z.infer<R>
    : never;
