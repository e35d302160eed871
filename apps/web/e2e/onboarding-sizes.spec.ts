import { describe, it } from 'node:test';
import { fromSignInToResults } from './flows/sign-in-to-results';
import { DESKTOP, PHONE } from './support/browser';
import { useServerAndBrowser } from './support/app-under-test';

// A server of its own: the same demo accounts, fresh again.
const app = useServerAndBrowser();

describe('onboarding to the diagnostic results, English phone and Chinese desktop (issue 5)', () => {
  it('takes a fresh student from sign-in to the DT results in English on a 360 px phone', () =>
    fromSignInToResults(app.browser, app.url, PHONE, 'phone', 'regular', 'en'));

  it('takes a fresh Chinese student from sign-in to the DT results in Chinese on a desktop', () =>
    fromSignInToResults(
      app.browser,
      app.url,
      DESKTOP,
      'desktop',
      'regular-cn',
      'zh',
    ));
});
