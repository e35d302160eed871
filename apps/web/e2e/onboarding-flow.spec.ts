import { describe, it } from 'node:test';
import { fromSignInToResults } from './flows/sign-in-to-results';
import { DESKTOP, PHONE } from './support/browser';
import { useServerAndBrowser } from './support/app-under-test';

const app = useServerAndBrowser();

describe('onboarding to the diagnostic results, English desktop and Chinese phone (issue 5)', () => {
  it('takes a fresh student from sign-in to the DT results in English on a desktop', () =>
    fromSignInToResults(
      app.browser,
      app.url,
      DESKTOP,
      'desktop',
      'regular',
      'en',
    ));

  it('takes a fresh Chinese student from sign-in to the DT results in Chinese on a 360 px phone', () =>
    fromSignInToResults(
      app.browser,
      app.url,
      PHONE,
      'phone',
      'regular-cn',
      'zh',
    ));
});
