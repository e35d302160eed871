import type { z } from 'zod';

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
