import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

type Stringify = (data: unknown) => string;

/**
 * Response bodies written by fast-json-stringify from each route's zod schema
 * (as JSON Schema) instead of a zod parse and JSON.stringify on every reply:
 * the zod route made a signed-in GET spend about a tenth of its time in zod.
 * Both emit only the properties the schema lists, so nothing unlisted (an
 * answer key, a password hash) can leak either way.
 *
 * `check` (the test runner turns it on) also runs the zod serializer and
 * fails the reply when the handler's value breaks its schema or the two
 * outputs differ, so every API test proves that the fast path answers what
 * the zod path would. The one difference allowed is the order of keys:
 * fast-json-stringify writes an object's required properties before its
 * optional ones, which JSON readers do not see.
 */
export function responseSerializerCompiler(opts: {
  check: boolean;
  /**
   * Gets, for each route, the function that compiles its serializer ahead of
   * its first reply (lib/warm-up.ts runs them once the server listens).
   */
  ahead?: (compileNow: () => void) => void;
}): FastifySerializerCompiler<z.ZodType> {
  // Compiled on a route's first reply or by the warm-up, not before the
  // server listens: compiling every route's serializer up front took about a
  // second (decision 014).
  return (route) => {
    let compiled: Stringify | undefined;
    const ready = () => (compiled ??= compile(route, opts.check));
    opts.ahead?.(() => void ready());
    return (data) => ready()(data);
  };
}

function compile(
  route: Parameters<FastifySerializerCompiler<z.ZodType>>[0],
  check: boolean,
): Stringify {
  const viaZod = zodSerializerCompiler(route) as Stringify;
  let fast: Stringify;
  try {
    fast = fastJson(
      z.toJSONSchema(route.schema, {
        target: 'draft-7',
        // The wire form is what a schema parses from: its input side.
        io: 'input',
      }) as Parameters<typeof fastJson>[0],
      // The validators of its unions too (anyOf): lazily, they were compiled
      // on the first reply that reached one, after the warm-up (lib/warm-up.ts).
      { compileValidators: true },
    ) as Stringify;
  } catch {
    // A schema JSON Schema cannot express keeps the zod path.
    return viaZod;
  }
  if (!check) return fast;
  return (data) => {
    const expected = viaZod(data);
    const actual = fast(data);
    if (!isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected)))
      throw new ResponseSerializationError(route.method, route.url, {
        cause: new z.ZodError([
          {
            code: 'custom',
            path: [],
            input: data,
            message: `fast-json-stringify wrote ${actual.slice(0, 500)} where zod wrote ${expected.slice(0, 500)}`,
          },
        ]),
      });
    return actual;
  };
}
