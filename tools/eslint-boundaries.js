// @ts-check
/**
 * STYLE.md rule 3 as a lint rule: in apps/web/src, features never import each
 * other or the app layer, and shared code (components, lib) imports no
 * feature. Relative imports are resolved against the importing file.
 */
import { dirname, relative, resolve, sep } from 'node:path';

const WEB_SRC = resolve(import.meta.dirname, '../apps/web/src');

/** @param {string} file */
function areaOf(file) {
  const rel = relative(WEB_SRC, file);
  if (rel.startsWith('..')) return undefined;
  const [top, second] = rel.split(sep);
  if (top === 'features') return { kind: 'feature', name: second };
  if (top === 'app') return { kind: 'app' };
  if (top === 'components' || top === 'lib')
    return { kind: 'shared', name: top };
  return { kind: 'other' };
}

/** @type {import('eslint').Rule.RuleModule} */
const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { crossing: '{{from}} may not import {{to}} (STYLE.md rule 3).' },
  },
  create(context) {
    const from = areaOf(context.filename);
    if (!from) return {};
    /** @param {any} node */
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = areaOf(resolve(dirname(context.filename), spec));
      if (!to) return;
      const bad =
        (from.kind === 'feature' &&
          ((to.kind === 'feature' && to.name !== from.name) ||
            to.kind === 'app')) ||
        (from.kind === 'shared' &&
          (to.kind === 'feature' || to.kind === 'app'));
      if (bad) {
        const label = (/** @type {any} */ a) =>
          a.name ? `${a.kind} "${a.name}"` : a.kind;
        context.report({
          node,
          messageId: 'crossing',
          data: { from: label(from), to: label(to) },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export const boundaries = {
  rules: { 'feature-boundaries': featureBoundaries },
};
