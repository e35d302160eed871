import { PAGE_IDS } from '@gp/domain';
import { describe, expect, it } from 'vitest';
import {
  routePreloads,
  stringsPreloads,
  type BuiltChunk,
} from '../../route-preloads';

const ROOT = '/repo/apps/web';
const chunk = (
  fileName: string,
  module: string | null,
  more: Partial<BuiltChunk> = {},
): BuiltChunk => ({
  fileName,
  name: fileName.replace(/^assets\/|\.js$/g, ''),
  isEntry: false,
  facadeModuleId: module && `${ROOT}/${module}`,
  moduleIds: module ? [`${ROOT}/${module}`] : [],
  imports: [],
  css: [],
  ...more,
});

/** A build shaped like the app's: the entry, the shared files, two screens, the signed-in code. */
const BUILD = [
  chunk('assets/index.js', 'index.html', {
    isEntry: true,
    imports: ['assets/vendor.js', 'assets/app.js'],
    css: ['assets/app.css'],
  }),
  chunk('assets/vendor.js', null),
  chunk('assets/app.js', null),
  chunk('assets/contract.js', null),
  chunk(
    'assets/learn-page.js',
    'src/features/learn/components/learn-page.tsx',
    {
      imports: ['assets/vendor.js', 'assets/contract.js'],
      css: ['assets/learn-page.css'],
    },
  ),
  chunk(
    'assets/prefetch-learn-data.js',
    'src/features/learn/api/prefetch-learn-data.ts',
  ),
  chunk(
    'assets/welcome-page.js',
    'src/features/onboarding/components/welcome-page.tsx',
  ),
  chunk(
    'assets/set-level-page.js',
    'src/features/onboarding/components/set-level-page.tsx',
  ),
  chunk('assets/signed-in-shell.js', 'src/app/routes/signed-in-shell.tsx', {
    imports: ['assets/app.js'],
  }),
  chunk('assets/nav-layout.js', 'src/app/routes/nav-layout.tsx', {
    css: ['assets/nav-layout.css'],
  }),
  chunk(
    'assets/local-record-schema.js',
    'src/lib/storage/local-record-schema.ts',
    {
      imports: ['assets/contract.js'],
    },
  ),
];

describe("the files each screen's page announces (issue 16)", () => {
  const routes = routePreloads(BUILD, ROOT, '/gl/');

  it("names the screen's code, what it imports, its data requests and the signed-in code, scripts first", () => {
    expect(routes.learn).toEqual([
      '/gl/assets/learn-page.js',
      '/gl/assets/contract.js',
      '/gl/assets/signed-in-shell.js',
      '/gl/assets/nav-layout.js',
      '/gl/assets/local-record-schema.js',
      '/gl/assets/prefetch-learn-data.js',
      '/gl/assets/learn-page.css',
      '/gl/assets/nav-layout.css',
    ]);
  });

  it('leaves out what index.html already loads, and gives only screens an entry', () => {
    expect(routes.welcome).not.toContain('/gl/assets/vendor.js');
    expect(routes.welcome).not.toContain('/gl/assets/app.js');
    expect(routes.welcome).not.toContain('/gl/assets/prefetch-learn-data.js');
    expect(Object.keys(routes).sort()).toEqual([
      'learn',
      'set_level',
      'welcome',
    ]);
  });

  it("finds every screen's code under the name the list keys it by: /gl/<page> is <page>-page.tsx", () => {
    // The file names only: Vite lists them without loading any.
    const screenFiles = new Set(
      Object.keys(import.meta.glob('../features/*/components/*-page.tsx'))
        .map((f) => /([a-z-]+)-page\.tsx$/.exec(f)?.[1])
        .filter((page) => page !== undefined)
        .map((page) => page.replace(/-/g, '_')),
    );
    const screens = PAGE_IDS.filter((p) => p !== 'login' && p !== 'dt_results');
    expect(screens.filter((p) => !screenFiles.has(p))).toEqual([]);
  });
});

describe("each language's strings files, which a signed-in screen's page also names (issue 16)", () => {
  it('gives each language its first-page file and the rest, and nothing else', () => {
    const strings = stringsPreloads(
      [
        ...BUILD,
        chunk('assets/strings-en-US-first-a1.js', null, {
          name: 'strings-en-US-first',
        }),
        chunk('assets/strings-en-US-b2.js', null, { name: 'strings-en-US' }),
        chunk('assets/strings-zh-CN-c3.js', null, { name: 'strings-zh-CN' }),
      ],
      '/gl/',
    );
    expect(strings).toEqual({
      'en-US': [
        '/gl/assets/strings-en-US-b2.js',
        '/gl/assets/strings-en-US-first-a1.js',
      ],
      'zh-CN': ['/gl/assets/strings-zh-CN-c3.js'],
    });
  });
});
