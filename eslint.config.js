// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { boundaries } from './tools/eslint-boundaries.js';
import globals from 'globals';

const noUiLiterals = [
  'error',
  {
    // tldraw's rule: every UI string goes through i18n (STYLE.md).
    selector:
      'JSXText[value=/[A-Za-z\\u00C0-\\u024F\\u0400-\\u04FF\\u4E00-\\u9FFF]/]',
    message:
      'Put user-visible text through i18n (t(...)), not as a literal in JSX.',
  },
  {
    selector:
      'JSXAttribute[name.name=/^(aria-label|aria-description|aria-placeholder|aria-valuetext|aria-roledescription|title|alt|placeholder|label|hint)$/] > Literal[value=/[A-Za-z\\u00C0-\\u024F\\u0400-\\u04FF\\u4E00-\\u9FFF]/]',
    message:
      'Put user-visible text through i18n (t(...)), not as a literal attribute.',
  },
  {
    // {'Some text'} and {`Some text`} as children slip past the JSXText rule.
    selector:
      'JSXElement > JSXExpressionContainer > Literal[value=/[A-Za-z\\u00C0-\\u024F\\u0400-\\u04FF\\u4E00-\\u9FFF]/]',
    message:
      'Put user-visible text through i18n (t(...)), not as a literal in JSX.',
  },
  {
    selector:
      'JSXElement > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z\\u00C0-\\u024F\\u0400-\\u04FF\\u4E00-\\u9FFF]/]',
    message:
      'Put user-visible text through i18n (t(...)), not as a literal in JSX.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      'apps/server/drizzle/**',
      'apps/web/help/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-exports': [
        'error',
        { restrictDefaultExports: { direct: true } },
      ],
    },
  },
  {
    // STYLE.md rule 2: no import cycles, in any workspace (type-only imports
    // do not count: they vanish at run time).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are modules to follow (the default is .js only).
      'import-x/extensions':
        importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers':
        importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Config files are loaded by tools that expect a default export.
    files: ['**/*.config.{ts,js}', '**/vite.config.ts'],
    rules: { 'no-restricted-exports': 'off' },
  },
  {
    // STYLE.md rule 2: domain imports nothing but itself.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'crypto'],
              message: 'packages/domain is pure: no node:*.',
            },
            {
              group: ['react', 'react-*', 'react/*'],
              message: 'packages/domain is pure: no React.',
            },
            {
              group: ['@gp/*', 'zod', 'drizzle-orm*', 'pg', '@electric-sql/*'],
              message: 'packages/domain depends on nothing.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api/**/*.ts', 'packages/content/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                '@gp/web',
                '@gp/player',
                '@gp/server',
                '**/apps/**',
              ],
              message: 'Packages never import apps or React.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/player/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@gp/server',
                '@gp/content',
                '**/apps/server/**',
                'node:*',
              ],
              message:
                'The browser apps talk to the server only through packages/api.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.tsx', 'apps/player/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'no-restricted-syntax': noUiLiterals },
  },
  {
    // STYLE.md rule 3: features never import each other; shared code imports no feature.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // Tests may render a feature inside the app's providers.
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/feature-boundaries': 'error' },
  },
);
