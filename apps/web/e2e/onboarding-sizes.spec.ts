import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { fromSignInToResults } from './flows/sign-in-to-results';
import { DESKTOP, launchBrowser, PHONE } from './support/browser';
import { startServer, type TestServer } from './support/server';

// A server of its own: the same demo accounts, fresh again.
let server: TestServer;
let browser: Browser;

before(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('onboarding to the diagnostic results, English phone and Chinese desktop (issue 5)', () => {
  it('takes a fresh student from sign-in to the DT results in English on a 360 px phone', () =>
    fromSignInToResults(browser, server.url, PHONE, 'phone', 'regular', 'en'));

  it('takes a fresh Chinese student from sign-in to the DT results in Chinese on a desktop', () =>
    fromSignInToResults(
      browser,
      server.url,
      DESKTOP,
      'desktop',
      'regular-cn',
      'zh',
    ));
});
