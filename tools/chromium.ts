/**
 * The Chromium every browser run here launches (the e2e tests and the
 * benches): Debian's package (ENVIRONMENT.md), headless and quiet, so that
 * a test and a bench see the same browser.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
