import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type TestServer } from './server';

/**
 * The built server and a browser for the tests of a file or a describe
 * block: started by its `before` hook, stopped by its `after` hook. Read
 * them inside tests (the getters throw before the hook has run).
 */
export interface AppUnderTest {
  /** The server's base address, e.g. http://127.0.0.1:41234. */
  readonly url: string;
  readonly browser: Browser;
}

/** Registers hooks that start something before the tests and stop it after; gives a getter. */
function useStarted<T>(
  what: string,
  start: () => Promise<T>,
  stop: (value: T) => Promise<void>,
): () => T {
  let value: T | undefined;
  before(async () => {
    value = await start();
  });
  after(async () => {
    if (value !== undefined) await stop(value);
  });
  return () => {
    if (value === undefined)
      throw new Error(`the ${what} is read before its before hook started it`);
    return value;
  };
}

/** Starts both side by side; if one fails, the other is stopped before the error goes on. */
async function startBoth(env: Record<string, string>) {
  const [server, browser] = await Promise.allSettled([
    startServer(env),
    launchBrowser(),
  ]);
  if (server.status === 'fulfilled' && browser.status === 'fulfilled')
    return { server: server.value, browser: browser.value };
  if (browser.status === 'fulfilled') await browser.value.close();
  if (server.status === 'fulfilled') await server.value.stop();
  throw server.status === 'rejected'
    ? server.reason
    : (browser as PromiseRejectedResult).reason;
}

/**
 * The server (with extra environment, e.g. MAINTENANCE=1) and a browser,
 * started together before the tests and stopped after them.
 */
export function useServerAndBrowser(
  env: Record<string, string> = {},
): AppUnderTest {
  const both = useStarted(
    'server and browser',
    () => startBoth(env),
    async ({ server, browser }) => {
      await browser.close();
      await server.stop();
    },
  );
  return {
    get url() {
      return both().server.url;
    },
    get browser() {
      return both().browser;
    },
  };
}

/** A server of its own for a describe block (several deployments in one file). */
export function useServer(env: Record<string, string> = {}): {
  readonly url: string;
} {
  const server = useStarted<TestServer>(
    'server',
    () => startServer(env),
    (s) => s.stop(),
  );
  return {
    get url() {
      return server().url;
    },
  };
}

/** One browser for every test of the file (its servers come per describe block). */
export function useBrowser(): { readonly browser: Browser } {
  const browser = useStarted('browser', launchBrowser, (b) => b.close());
  return {
    get browser() {
      return browser();
    },
  };
}
