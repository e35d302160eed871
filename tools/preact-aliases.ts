/**
 * The player and the web app run on Preact through preact/compat (decision
 * 019, issue 16): the same React API for their code and for TanStack Query
 * and react-router, at a fifth of react-dom's code to load, compile and run.
 * Both apps' builds and tests use these same aliases, so the tests run what
 * ships.
 */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
