import { config, type z } from 'zod';

/**
 * Whether the contract runs in a browser page (the web app or the player),
 * where zod parses without compiling code (issue 16). Our pages' CSP has no
 * 'unsafe-eval' (apps/server security.ts), so zod's first object parse in
 * each document tried `new Function`, was refused, and the browser reported
 * the violation; zod then parsed without it anyway. Saying so up front
 * skips the attempt: the first question came some 80 ms sooner at 4x CPU
 * (median of 18 cold runs). The server keeps zod's compiled parsers.
 */
export const PARSES_JITLESS = 'document' in globalThis;
if (PARSES_JITLESS) config({ jitless: true });

/**
 * A schema built on its first use instead of when its module loads, typed as
 * the schema itself (issue 16). Building all of the contract's schemas (about
 * 1,300 zod objects) took some 300 ms at 4x CPU on the web app's signed-in
 * start, before any request could go out, though a page uses a few of them.
 * Every top-level schema of the contract is one (defineEndpoint's too).
 *
 * The value stands in for the schema: reading any of its properties (parse,
 * shape, `_zod`, `instanceof`) builds it once and answers from it, and a
 * method it runs finds its own schema's internals the same way. A schema
 * built from others builds them when it is built itself.
 */
export function lazySchema<S extends z.ZodType>(build: () => S): S {
  let schema: S | undefined;
  const built = (): S => (schema ??= build());
  // Every other operation of the stand-in (defining a property, listing its
  // keys) goes to the empty target: zod defines only cached values that way.
  return new Proxy({} as S, {
    get: (target, key) =>
      Object.hasOwn(target, key)
        ? Reflect.get(target, key)
        : Reflect.get(built(), key),
    has: (target, key) => Object.hasOwn(target, key) || key in built(),
    getPrototypeOf: () => Object.getPrototypeOf(built()),
  });
}
