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

/**
 * zod's support for input with reference cycles, left out in browser pages
 * (issue 16). zod installs it on every container: on its first parse each
 * one walks its whole subtree to learn whether it can re-enter itself, and
 * the walk builds every lazy schema it passes, so the player's first message
 * built the practice, video and quiz-result schemas a test never uses. No
 * schema of the contract is recursive (none uses z.lazy), so no parse can
 * re-enter one and there is nothing for it to do. In a fresh Node process,
 * jitless, the first parse of a 100-question lessonData took 10 ms instead
 * of 12 to 14. Read when a schema is built: set before the contract builds any.
 */
const NO_CYCLES: NonNullable<ReturnType<typeof config>['memoizer']> = {
  attach: () => {},
  guard: () => {},
  alloc: (_schema, _payload, empty) => empty,
};
if (PARSES_JITLESS) config({ jitless: true, memoizer: NO_CYCLES });

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
